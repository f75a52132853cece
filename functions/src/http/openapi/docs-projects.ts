// Route docs of projects, settings, API keys, members (routes/projects.ts) and custom domains
// (routes/custom-domain.ts).

import { z } from 'zod';
import {
  apiKeyCreatedSchema,
  apiKeySchema,
  domainRemovedSchema,
  domainSchema,
  domainSetSchema,
  domainVerifiedSchema,
  memberChangedSchema,
  projectChangedSchema,
  projectSchema,
  projectUsageSchema,
} from '../../domain/projects/responses';
import {
  createKeySchema,
  createProjectSchema,
  domainQuery,
  memberPathSchema,
  memberRoleSchema,
  setDomainSchema,
  updateProjectSchema,
} from '../../domain/projects/schema';
import { projectIdParam } from '../../domain/query-params';
import { READ, Success } from './docs-links';
import { type Credential, named, type RouteDoc } from './route-doc';

const OWNER: Credential[] = ['idToken'];
const Project = named('Project', projectSchema);
const ProjectChanged = named('ProjectChanged', projectChangedSchema);

/** Routes whose path names the project also take it in the body (it must be the same one). */
export const withProjectId = <S extends z.ZodObject>(schema: S) =>
  schema.extend({ projectId: projectIdParam.optional().describe('Optional; when given it must be the project of the path (an empty one is 400)') });

const project = { group: 'api', tag: 'Projects', auth: READ } as const;
const owner = { ...project, auth: OWNER, description: 'The project owner only, signed in with a Firebase ID token.' } as const;
const domain = { ...project, tag: 'Custom domains' } as const;

/** The schema the member routes read the path's uid with. */
const uid = memberPathSchema.shape.uid.describe("The member's Firebase user id").meta({ example: 'dana-uid' });

/** On Firebase, a project's host and custom domain are custom domains of the Hosting site (docs/custom-domains.md). */
const HOSTING_NOTE = 'On Firebase the name is added to the Hosting site, which may be full (409 SITE_FULL).';

export const PROJECT_DOCS: RouteDoc[] = [
  {
    ...project,
    method: 'post',
    path: '/api/projects',
    operationId: 'createProject',
    summary: 'Create a project',
    auth: OWNER,
    description: `The signed-in user becomes its owner (API keys get 403). Projects per owner are limited by plan. ${HOSTING_NOTE}`,
    body: { json: named('CreateProjectRequest', createProjectSchema), example: { subdomain: 'acme', name: 'Acme' } },
    replies: { 201: { description: 'Created', json: ProjectChanged } },
    errors: ['INVALID_ARGUMENT', 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS', 'SITE_FULL'],
  },
  {
    ...project,
    method: 'get',
    path: '/api/projects',
    operationId: 'listProjects',
    summary: 'List projects',
    description:
      "An ID token's projects (owned or member of); a secret key's own project. With `projectId`, only that project: another project's is 403 (a key) or, for a token, 403 when not a member and 404 when it does not exist.",
    query: { projectId: projectIdParam.optional().describe('Only this project') },
    replies: { 200: { description: 'Projects', json: named('ProjectList', z.array(projectSchema)) } },
    errors: ['NOT_FOUND'],
  },
  {
    ...project,
    method: 'get',
    path: '/api/projects/{projectId}',
    operationId: 'getProject',
    summary: 'Get a project',
    replies: { 200: { description: 'The project (never key hashes)', json: Project } },
    errors: ['NOT_FOUND'],
  },
  {
    ...project,
    method: 'patch',
    path: '/api/projects/{projectId}',
    operationId: 'updateProject',
    summary: 'Change project settings',
    description: 'Owner, editor or the secret key. Top-level settings replace, ios/android/deepview merge, null clears.',
    body: {
      json: named('UpdateProjectRequest', withProjectId(updateProjectSchema)),
      example: {
        appName: 'Acme',
        uriScheme: 'acme',
        ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '1234567890' },
        android: { packageName: 'com.acme.app', sha256CertFingerprints: [Array(32).fill('AB').join(':')] },
        deepview: { primaryColor: '#0055ff' },
      },
    },
    replies: { 200: { description: 'Updated', json: ProjectChanged } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND', 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS', 'SITE_FULL'],
  },
  {
    ...project,
    method: 'get',
    path: '/api/projects/{projectId}/usage',
    operationId: 'getProjectUsage',
    summary: "This month's usage against the plan",
    description:
      "Links created and clicks counted in the current UTC calendar month, each with the plan's monthly limit (null: none). Any member or the secret key.",
    replies: { 200: { description: 'Usage', json: named('ProjectUsage', projectUsageSchema) } },
    errors: ['NOT_FOUND'],
  },
  {
    ...owner,
    method: 'get',
    path: '/api/projects/{projectId}/keys',
    operationId: 'listKeys',
    summary: 'List API keys',
    replies: { 200: { description: 'Keys, without the keys themselves', json: named('ApiKeyList', z.array(apiKeySchema)) } },
    errors: ['NOT_FOUND'],
  },
  {
    ...owner,
    method: 'post',
    path: '/api/projects/{projectId}/keys',
    operationId: 'createKey',
    summary: 'Create an API key',
    body: { json: named('CreateKeyRequest', withProjectId(createKeySchema)), example: { type: 'secret', name: 'CI deploys' } },
    replies: { 201: { description: 'Created; `key` is shown this once', json: named('ApiKeyCreated', apiKeyCreatedSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...owner,
    method: 'delete',
    path: '/api/projects/{projectId}/keys/{keyId}',
    operationId: 'deleteKey',
    summary: 'Delete an API key',
    replies: { 200: { description: 'Deleted; the key stops working at once', json: Success } },
    errors: ['NOT_FOUND'],
  },
  {
    ...owner,
    method: 'patch',
    path: '/api/projects/{projectId}/members/{uid}',
    operationId: 'setMemberRole',
    summary: 'Add a member or change a role',
    params: { uid },
    body: { json: named('MemberRoleRequest', withProjectId(memberRoleSchema)), example: { role: 'editor' } },
    replies: { 200: { description: 'The member', json: named('MemberChanged', memberChangedSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...owner,
    method: 'delete',
    path: '/api/projects/{projectId}/members/{uid}',
    operationId: 'removeMember',
    summary: 'Remove a member',
    params: { uid },
    replies: { 200: { description: 'Removed', json: Success } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...domain,
    method: 'get',
    path: '/api/projects/{projectId}/domain',
    operationId: 'getDomain',
    summary: "The project's custom domain",
    description:
      "On Firebase (Hosting automation on), `hosting` says how the site stands with the project's host and custom domain: the DNS records Hosting asks for and the certificate's progress.",
    query: { refresh: domainQuery.shape.refresh.describe("1: ask Firebase Hosting for the names' state first (Firebase only; otherwise ignored)") },
    replies: { 200: { description: 'The domain and the DNS record it needs, or null', json: named('Domain', domainSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...domain,
    method: 'put',
    path: '/api/projects/{projectId}/domain',
    operationId: 'setDomain',
    summary: 'Set or replace the custom domain',
    description: `Indie and studio plans. The domain is pending until verified; null removes it. ${HOSTING_NOTE}`,
    body: { json: named('SetDomainRequest', withProjectId(setDomainSchema)), example: { hostname: 'go.acme.example' } },
    replies: { 200: { description: 'Saved as pending', json: named('DomainSet', domainSetSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND', 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS', 'SITE_FULL'],
  },
  {
    ...domain,
    method: 'post',
    path: '/api/projects/{projectId}/domain/verify',
    operationId: 'verifyDomain',
    summary: 'Check DNS and activate the domain',
    description: 'Looks up the CNAME; when it points at Ferry the domain becomes active and new links use it. The body is ignored.',
    replies: { 200: { description: 'Whether DNS verifies, and why not', json: named('DomainVerified', domainVerifiedSchema) } },
    errors: ['NOT_FOUND', 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS'],
  },
  {
    ...domain,
    method: 'delete',
    path: '/api/projects/{projectId}/domain',
    operationId: 'removeDomain',
    summary: 'Remove the custom domain',
    replies: { 200: { description: 'Removed', json: named('DomainRemoved', domainRemovedSchema) } },
    errors: ['NOT_FOUND'],
  },
];
