// Project input schemas: create, settings patch (PATCH /api/projects/:id), member roles, keys.
// Bodies are strict: a field they do not name is 400 `Unknown field: <name>`. The routes whose
// path names the project take a body `projectId` too (read and removed by the route).

import { z } from 'zod';
import { clickRetentionDays, httpsUrl, httpUrl, matchWindowMinutes, requiredText, text } from '../links/fields';
import { flagParam } from '../query-params';
import { beforeTrim } from '../text-patterns';
import { customDomainName } from './custom-domain';

const RESERVED_SUBDOMAINS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'dashboard',
  'static',
  'assets',
  'mail',
  'docs',
  'status',
  'help',
  'support',
  'blog',
  'cdn',
]);

/** Names no project may take: the operator's own hosts (the API, a status page) live there. */
export const isReservedSubdomain = (name: string): boolean => RESERVED_SUBDOMAINS.has(name);

export const subdomain = z
  .string({ error: (i) => (i.input == null ? 'subdomain is required' : 'subdomain must be a string') })
  .regex(beforeTrim(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/), 'subdomain must be 1-63 letters, digits or "-", not starting or ending with "-"')
  .trim()
  .toLowerCase()
  .refine((value) => !isReservedSubdomain(value), 'subdomain is reserved');

const hexColor = (field: string) => z.string({ error: `${field} must be a string` }).regex(/^#[0-9a-fA-F]{6}$/, `${field} must be a colour like #0055ff`);

const fingerprint = z
  .string({ error: 'sha256CertFingerprints must hold strings' })
  .regex(/^([0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2}$/, 'sha256CertFingerprints must be SHA-256 fingerprints like AB:CD:... (32 bytes)')
  .toUpperCase();

const ios = z.strictObject(
  {
    bundleId: text('ios.bundleId', 155)
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'ios.bundleId must look like com.acme.app')
      .optional(),
    teamId: text('ios.teamId', 10)
      .regex(/^[A-Z0-9]{10}$/, 'ios.teamId must be 10 capital letters or digits')
      .optional(),
    appStoreId: text('ios.appStoreId', 20)
      .regex(/^\d{1,20}$/, 'ios.appStoreId must be digits')
      .optional(),
    appClipBundleId: text('ios.appClipBundleId', 155)
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'ios.appClipBundleId must look like com.acme.app.Clip')
      .optional(),
  },
  { error: 'ios must be an object' },
);

const android = z.strictObject(
  {
    packageName: text('android.packageName', 255)
      .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, 'android.packageName must look like com.acme.app')
      .optional(),
    sha256CertFingerprints: z.array(fingerprint, { error: 'sha256CertFingerprints must be an array' }).max(10, 'at most 10 fingerprints').optional(),
  },
  { error: 'android must be an object' },
);

const deepview = z.strictObject(
  {
    enabled: z.boolean({ error: 'deepview.enabled must be true or false' }).optional(),
    primaryColor: hexColor('deepview.primaryColor').optional(),
    backgroundColor: hexColor('deepview.backgroundColor').optional(),
    layout: z.enum(['card', 'full'], { error: 'deepview.layout must be card or full' }).optional(),
    removeBranding: z.boolean({ error: 'deepview.removeBranding must be true or false' }).optional(),
  },
  { error: 'deepview must be an object' },
);

export const createProjectSchema = z.strictObject({
  subdomain,
  name: requiredText('name', 100),
});

export const updateProjectSchema = z.strictObject({
  name: requiredText('name', 100).optional(),
  appName: text('appName', 100).nullable().optional(),
  iconUrl: httpsUrl('iconUrl').nullable().optional(),
  // A scheme is case-insensitive (RFC 3986): any case is taken, and kept lower-cased.
  uriScheme: text('uriScheme', 64, [beforeTrim(/^[A-Za-z][A-Za-z0-9+.-]*$/), 'uriScheme must be a URL scheme like acme (no "://")'])
    .toLowerCase()
    .refine((s) => !['http', 'https', 'javascript', 'data', 'vbscript', 'file'].includes(s), "uriScheme must be the app's own scheme")
    .nullable()
    .optional(),
  ios: ios.nullable().optional(),
  android: android.nullable().optional(),
  deepview: deepview.nullable().optional(),
  allowedDomains: z
    .array(customDomainName('allowedDomains'), { error: 'allowedDomains must be an array' })
    .max(20, 'allowedDomains accepts at most 20 hosts')
    .nullable()
    .optional(),
  customDomain: customDomainName('customDomain').nullable().optional(),
  catchAllUrl: httpUrl('catchAllUrl').nullable().optional(),
  expiredUrl: httpUrl('expiredUrl').nullable().optional(),
  matchWindowMinutes: matchWindowMinutes.nullable().optional(),
  clickRetentionDays: clickRetentionDays.nullable().optional(),
});

export const memberRoleSchema = z.strictObject({
  role: z.enum(['editor', 'viewer'], { error: 'role must be editor or viewer' }),
});

/** Firebase uids are 1 to 128 characters. */
const MAX_UID_LENGTH = 128;
const UID_RULE = `uid must be a user id of 1 to ${MAX_UID_LENGTH} characters`;

/**
 * The path of /api/projects/:projectId/members/:uid (PATCH and DELETE). `__proto__` cannot be
 * a key of the members map, so it is refused too.
 */
export const memberPathSchema = z.object({
  uid: z
    .string()
    .min(1, UID_RULE)
    .max(MAX_UID_LENGTH, UID_RULE)
    .refine((uid) => uid !== '__proto__', UID_RULE),
});

/** GET /api/projects/:projectId/domain: `refresh=1` asks Firebase Hosting first. */
export const domainQuery = z.object({ refresh: flagParam('refresh') });

/** PUT /api/projects/:projectId/domain: a host name, or null to remove the domain. */
export const setDomainSchema = z.strictObject({
  hostname: customDomainName('hostname').nullable(),
});

export const createKeySchema = z.strictObject({
  type: z.enum(['secret', 'publishable'], { error: 'type must be secret or publishable' }),
  name: text('name', 100).optional(),
});

export type UpdateProjectInput = z.output<typeof updateProjectSchema>;
