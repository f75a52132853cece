// /.well-known/apple-app-site-association and /.well-known/assetlinks.json on every project
// host and active custom domain: JSON, 200 (never a redirect: Apple and Google refuse them),
// cacheable with an ETag.

import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ProjectSettings } from '../../domain/projects/types';
import { appleAppSiteAssociation } from '../../domain/wellknown/apple-app-site-association';
import { assetLinks } from '../../domain/wellknown/assetlinks';
import { projectForHost } from '../../services/project-hosts/project-for-host';
import { clientHost } from '../client';
import type { AppEnv } from '../env';

async function serve(c: Context<AppEnv>, build: (settings: ProjectSettings) => object | null, what: string) {
  const project = await projectForHost(c.var.deps, clientHost(c));
  const file = project ? build(project.settings) : null;
  if (!file) return c.json({ error: `No ${what} for this host`, code: 'NOT_FOUND' }, 404);
  const body = JSON.stringify(file);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'public, max-age=300');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

export function wellKnownRoutes() {
  return new Hono<AppEnv>()
    .get('/.well-known/apple-app-site-association', (c) => serve(c, appleAppSiteAssociation, 'iOS app settings'))
    .get('/apple-app-site-association', (c) => serve(c, appleAppSiteAssociation, 'iOS app settings'))
    .get('/.well-known/assetlinks.json', (c) => serve(c, assetLinks, 'Android app settings'));
}
