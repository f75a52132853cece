// Route docs of bulk, batch and CSV creation (routes/bulk.ts, routes/bulk-csv.ts), legacy
// migration (routes/migration.ts) and the public resolve (routes/links.ts).

import { z } from 'zod';
import { convertBodySchema, convertResultSchema, migrationPreviewSchema, previewBodySchema } from '../../domain/legacy/schema';
import { bulkResultSchema, csvImportResultSchema, resolveResultSchema } from '../../domain/links/responses';
import { batchBodySchema, bulkBodySchema, resolveQuery } from '../../domain/links/schema';
import { CSV_COLUMNS } from '../../services/bulk/csv-links';
import { Link, projectQuery, READ, SCOPED } from './docs-links';
import { named, type RouteDoc } from './route-doc';

const BulkResult = named('BulkResult', bulkResultSchema);
const links = { group: 'api', tag: 'Bulk and migration', auth: READ } as const;
const ALL_OR_NOTHING =
  "Every item is checked before anything is written; past the plan's monthly limit only the first items are created and the answer says how many were not.";

const csvForm = z.object({
  file: z
    .string()
    .meta({ contentMediaType: 'text/csv' })
    .describe(`CSV, at most 400 rows and 1 MB. The header names the columns: ${CSV_COLUMNS.join(', ')}; tags are separated by |`),
  projectId: z.string().min(1).optional().describe('Required with an ID token'),
});

// The schema the route reads it with; empty is the same 400 as missing (services/links/resolve-link.ts).
const subdomain = resolveQuery.shape.subdomain.describe("The link's project subdomain").meta({ example: 'demo' });

export const BULK_DOCS: RouteDoc[] = [
  {
    ...links,
    method: 'post',
    path: '/api/links/bulk',
    operationId: 'createLinksInBulk',
    summary: 'Create up to 100 links',
    query: projectQuery,
    description: `${ALL_OR_NOTHING} An item's error names it: \`links.3.title\`.`,
    body: {
      json: named('BulkLinksRequest', bulkBodySchema),
      example: {
        links: [
          { title: 'Sale', deepLink: 'acme://sale' },
          { title: 'Home', slug: 'home', deepLink: 'acme://home' },
        ],
      },
    },
    replies: { 200: { description: 'Created', json: BulkResult } },
    errors: [...SCOPED, 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS'],
  },
  {
    ...links,
    method: 'post',
    path: '/api/links/batch',
    operationId: 'createLinksInBatch',
    summary: 'Create up to 100 links (a JSON array)',
    description: `Secret key only. Items may name the key's project. ${ALL_OR_NOTHING}`,
    auth: ['secretKey'],
    query: projectQuery,
    body: {
      json: named('BatchLinksRequest', batchBodySchema),
      example: [
        { title: 'Autumn sale', deepLink: 'acme://sale?id=43' },
        { title: 'Winter sale', deepLink: 'acme://sale?id=44', tags: ['winter'] },
      ],
    },
    replies: { 200: { description: 'Created', json: BulkResult } },
    errors: [...SCOPED, 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS'],
  },
  {
    ...links,
    method: 'post',
    path: '/api/links/bulk-csv',
    operationId: 'importLinksCsv',
    summary: 'Create links from a CSV file',
    query: projectQuery,
    description:
      'The `file` part may be sent with or without a filename. Rows that do not validate are skipped and reported by line; an unknown column refuses the file. XLSX: 415.',
    body: {
      multipart: named('CsvImportForm', csvForm),
      encoding: { file: { contentType: 'text/csv' } },
      example: { file: 'title,deepLink,tags\r\nSpring sale,acme://sale?id=45,spring|sale\r\n' },
    },
    replies: { 200: { description: 'Created and skipped rows', json: named('CsvImportResult', csvImportResultSchema) } },
    errors: [...SCOPED, 'PLAN_LIMIT_REACHED', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
  },
  {
    ...links,
    method: 'get',
    path: '/api/links/bulk-csv/template',
    operationId: 'getLinksCsvTemplate',
    summary: 'CSV template for importing links',
    auth: [],
    description: 'One header line naming every column the import accepts (CRLF line end, UTF-8). Public: it holds no project data.',
    replies: {
      200: { description: 'The template', media: { 'text/csv': { type: 'string', contentMediaType: 'text/csv' } }, headers: ['Content-Disposition'] },
    },
    errors: [],
  },
  {
    ...links,
    method: 'post',
    path: '/api/migration/preview',
    operationId: 'previewLegacyLink',
    summary: 'Read a legacy dynamic link',
    auth: [],
    description: 'Shows what convert would create from one long legacy URL; creates nothing.',
    body: {
      json: named('PreviewLegacyLinkRequest', previewBodySchema),
      example: { legacyLink: 'https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F1&apn=com.acme.app&st=Hello' },
    },
    replies: { 200: { description: 'The fields it maps to', json: named('MigrationPreview', migrationPreviewSchema) } },
    errors: ['INVALID_ARGUMENT'],
  },
  {
    ...links,
    method: 'post',
    path: '/api/migration/convert',
    operationId: 'convertLegacyLinks',
    summary: 'Create links from legacy dynamic links',
    query: projectQuery,
    description: 'Entries that cannot be read are reported in `errors` and do not stop the others.',
    body: {
      json: named('ConvertLegacyLinksRequest', convertBodySchema),
      example: { legacyLinks: ['https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F2&apn=com.acme.app&st=Shoes'] },
    },
    replies: { 200: { description: 'Converted and failed entries', json: named('ConvertResult', convertResultSchema) } },
    errors: [...SCOPED, 'PLAN_LIMIT_REACHED'],
  },
  {
    method: 'get',
    path: '/api/links/resolve/{slug}',
    operationId: 'resolveLink',
    group: 'api',
    tag: 'Apps',
    auth: [],
    cors: true,
    summary: 'Resolve a short link to its deep link',
    description:
      'For an app that was opened with a short URL: no redirect, no click counted. Expired, scheduled, capped and password links are 404. (With a credential and no `subdomain`, `/api/links/resolve/history` and `/api/links/resolve/qr` are those routes for a link named `resolve`, made before the word was reserved.)',
    query: { subdomain },
    replies: { 200: { description: 'The deep link and params', json: named('ResolvedLink', resolveResultSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    // Not a resolve at all with a credential: the path is also GET /api/links/{slug} for a link
    // named `resolve`, made before the word was reserved, and that link stays readable.
    method: 'get',
    path: '/api/links/resolve',
    operationId: 'resolveLinkWithoutSlug',
    group: 'api',
    tag: 'Apps',
    auth: READ,
    optionalAuth: true,
    cors: true,
    summary: 'Resolve without a slug: 400, or the link named resolve',
    description:
      'Without a credential, or with a `subdomain` parameter (an app that left the slug out of GET /api/links/resolve/{slug}): 400 `slug and subdomain are required`, so that the client is told what it missed. With a credential and no `subdomain` it is GET /api/links/{slug} for a link named `resolve` (one made before the word was reserved): the link, or 404. `subdomain` is not listed as a parameter, since no value of it is ever accepted here.',
    query: { ...projectQuery },
    replies: { 200: { description: 'The link named `resolve` (with a credential and no `subdomain`)', json: Link } },
    errors: [...SCOPED],
  },
];
