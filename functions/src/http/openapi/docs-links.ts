// Route docs of the link routes (routes/links.ts, routes/qr.ts), under /api/links and under the
// project-scoped alias /api/projects/{projectId}/links.

import { z } from 'zod';
import { linkPageQuery } from '../../domain/links/list-filter';
import { clickHistoryItemSchema, linkChangedSchema, linkCreatedSchema, linkSchema, qrCodeSchema, successSchema } from '../../domain/links/responses';
import { cloneBodySchema, createLinkSchema, updateLinkSchema } from '../../domain/links/schema';
import { qrQuery } from '../../domain/qr/qr-options';
import { projectIdParam } from '../../domain/query-params';
import { type Credential, named, type RouteDoc } from './route-doc';

export const READ: Credential[] = ['secretKey', 'idToken'];
/** With an ID token the project comes from projectId (400 when missing, 404 when unknown). */
export const SCOPED = ['INVALID_ARGUMENT', 'NOT_FOUND'] as const;
/** Wherever a route takes a project, requestedProjectId (http/json-body.ts) reads it with this schema. */
export const projectQuery = { projectId: projectIdParam.optional().describe('The project; required with an ID token (a key implies its own)') };

export const Link = named('Link', linkSchema);
export const Success = named('Success', successSchema);
const LinkList = named('LinkList', z.array(linkSchema));
const LinkChanged = named('LinkChanged', linkChangedSchema);
const ClickHistory = named('ClickHistory', z.array(clickHistoryItemSchema));
const QrCode = named('QrCode', qrCodeSchema);

// The schemas the routes parse their queries with (list-filter.ts, qr-options.ts), so their rules are the document's.
const { limit, cursor, q, tag, campaignId } = linkPageQuery.shape;
const pageQuery = {
  limit: limit.describe('Links per page'),
  cursor: cursor.describe(
    'Opaque: the X-Next-Cursor of the previous page, sent back as it came. Any other value (one made up, edited, or from another list) is 400 `cursor is not valid`',
  ),
  q: q.describe('Search: a case-insensitive part of the slug, title, deep link or desktop URL'),
  tag: tag.describe('Only links carrying this tag'),
  campaignId: campaignId.describe('Only links of this campaign'),
};
const qrParams = { size: qrQuery.shape.size.describe('Width and height in pixels'), format: qrQuery.shape.format };

function linkRoutes(base: string, scoped: boolean): RouteDoc[] {
  const id = (name: string) => (scoped ? name.replace('Link', 'ProjectLink') : name);
  const query = scoped ? {} : projectQuery;
  const common = { group: 'api', tag: 'Links', auth: READ } as const;
  const alias = scoped ? ' The same as the route without `/projects/{projectId}`, for the project in the path.' : '';
  return [
    {
      ...common,
      method: 'post',
      path: base,
      operationId: id('createLink'),
      summary: 'Create a link',
      query,
      description: `Creates a short link; the slug is generated from the title unless given. Counts against the plan's monthly links and the key's links per hour.${alias}`,
      body: {
        json: named('CreateLinkRequest', createLinkSchema),
        example: {
          title: 'Summer sale',
          deepLink: 'acme://sale?id=42',
          params: { campaign: 'summer' },
          desktopUrl: 'https://acme.example/sale',
          tags: ['summer'],
          expiresAt: '2036-09-01T00:00:00Z',
        },
      },
      replies: { 200: { description: 'Created', json: named('LinkCreated', linkCreatedSchema) } },
      errors: [...SCOPED, 'PLAN_LIMIT_REACHED', 'ALREADY_EXISTS'],
    },
    {
      ...common,
      method: 'get',
      path: base,
      operationId: id('listLinks'),
      summary: 'List links',
      description: `Newest first, a page at a time (docs/adr/0005). The next page's cursor is in X-Next-Cursor and Link. With filters a page may hold fewer links than \`limit\`, even none, while a cursor is still given: on Firestore a search reads at most 500 links a request (docs/links-list.md).${alias}`,
      query: { ...query, ...pageQuery },
      replies: { 200: { description: 'A page of links, each with its all-time clicks', json: LinkList, headers: ['X-Next-Cursor', 'Link'] } },
      errors: SCOPED,
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{slug}`,
      operationId: id('getLink'),
      summary: 'Get a link',
      query,
      replies: { 200: { description: 'The link, with its all-time clicks', json: Link } },
      errors: SCOPED,
    },
    {
      ...common,
      method: 'put',
      path: `${base}/{slug}`,
      operationId: id('updateLink'),
      summary: 'Update a link',
      query,
      description: `Any create field; null clears an optional one. A new slug renames the link.${alias}`,
      body: {
        json: named('UpdateLinkRequest', updateLinkSchema),
        example: { title: 'Summer sale (extended)', expiresAt: '2036-09-15T00:00:00Z', password: null },
      },
      replies: { 200: { description: 'Updated', json: LinkChanged } },
      errors: [...SCOPED, 'ALREADY_EXISTS'],
    },
    {
      ...common,
      method: 'delete',
      path: `${base}/{slug}`,
      operationId: id('deleteLink'),
      summary: 'Delete a link',
      query,
      replies: { 200: { description: 'Deleted', json: Success } },
      errors: SCOPED,
    },
    {
      ...common,
      method: 'post',
      path: `${base}/{slug}/clone`,
      operationId: id('cloneLink'),
      summary: 'Clone a link',
      query,
      description: `A copy with every setting, a new slug and " (copy)" after the title; clicks are not copied.${alias}`,
      body: { json: named('CloneLinkRequest', cloneBodySchema), required: false, example: {} },
      replies: { 200: { description: 'The copy', json: LinkChanged } },
      errors: [...SCOPED, 'PLAN_LIMIT_REACHED'],
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{slug}/history`,
      operationId: id('getLinkHistory'),
      summary: 'Last 20 clicks',
      query,
      replies: { 200: { description: 'Newest first', json: ClickHistory } },
      errors: SCOPED,
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{slug}/qr`,
      operationId: id('getLinkQrCode'),
      summary: 'QR code as a data URL',
      query: { ...query, ...qrParams },
      replies: { 200: { description: 'The QR code of the short URL', json: QrCode } },
      errors: SCOPED,
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{slug}/qr/png`,
      operationId: id('getLinkQrImage'),
      summary: 'QR code image (download)',
      description: 'PNG, or SVG with format=svg; the file is named after the slug.',
      query: { ...query, ...qrParams },
      replies: {
        200: {
          description: 'The image',
          media: { 'image/png': { type: 'string', contentMediaType: 'image/png' }, 'image/svg+xml': { type: 'string' } },
          headers: ['Content-Disposition'],
        },
      },
      errors: SCOPED,
    },
  ];
}

export const LINK_DOCS: RouteDoc[] = [...linkRoutes('/api/links', false), ...linkRoutes('/api/projects/{projectId}/links', true)];
