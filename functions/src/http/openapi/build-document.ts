// The OpenAPI 3.1 document of every route Ferry serves (docs/adr/0007), from the route docs of
// this folder and the zod schemas they point at. Built on the first GET /api/openapi.json, never
// at module load: the other functions' cold starts do not pay for it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostConfig } from '../../domain/links/short-url';
import { SchemaComponents } from './components';
import { AUTH_DOCS } from './docs-auth';
import { BULK_DOCS } from './docs-bulk';
import { EXPORT_DOCS } from './docs-exports';
import { LINK_DOCS } from './docs-links';
import { PROJECT_DOCS } from './docs-projects';
import { PUBLIC_DOCS } from './docs-public';
import { REPORT_DOCS } from './docs-reports';
import { WEBHOOK_DOCS } from './docs-webhooks';
import { HEADERS, INTRODUCTION, SECURITY_SCHEMES, TAGS } from './document-text';
import { ALL_CODES, errorSchema, fieldErrorSchema } from './errors';
import { HEADERS_TOO_LARGE, operation } from './operation';
import type { RouteDoc } from './route-doc';
import { webhooksSection } from './webhooks-section';

export const ROUTE_DOCS: RouteDoc[] = [
  ...PROJECT_DOCS,
  ...AUTH_DOCS,
  ...LINK_DOCS,
  ...BULK_DOCS,
  ...EXPORT_DOCS,
  ...WEBHOOK_DOCS,
  ...REPORT_DOCS,
  ...PUBLIC_DOCS,
];

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

/** `version` of functions/package.json: two levels above this file in src/ and in lib/. */
function serviceVersion(): string {
  return (JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
}

function linkHostServer(hosts: HostConfig) {
  return {
    url: '{scheme}://{subdomain}.{shortDomain}',
    description: "A project's host (or its active custom domain)",
    variables: {
      scheme: { default: hosts.publicScheme, enum: [...new Set([hosts.publicScheme, 'https', 'http'])] },
      subdomain: { default: 'demo', description: "The project's subdomain" },
      shortDomain: { default: hosts.shortDomain, description: 'SHORT_DOMAIN of the deployment' },
    },
  };
}

export function buildOpenApiDocument({ hosts }: { hosts: HostConfig }): OpenApiDocument {
  const components = new SchemaComponents();
  const apiHost = { url: '/', description: 'The API host (every /api/* route and /health also answer on project hosts)' };
  const paths: OpenApiDocument['paths'] = {};
  for (const doc of ROUTE_DOCS) {
    const op = operation(doc, components);
    if (doc.linkHost) op.servers = doc.linkHost === 'only' ? [linkHostServer(hosts)] : [apiHost, linkHostServer(hosts)];
    const item = (paths[doc.path] ??= {});
    if (item[doc.method]) throw new Error(`OpenAPI: ${doc.method} ${doc.path} is documented twice`);
    item[doc.method] = op;
  }
  // Before components.build(): it names the event bodies and the event type.
  const webhooks = webhooksSection(components);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Ferry API',
      version: serviceVersion(),
      description: INTRODUCTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [apiHost],
    tags: TAGS,
    paths,
    webhooks,
    components: {
      schemas: { ...components.build(), Error: errorSchema(ALL_CODES), FieldError: fieldErrorSchema },
      responses: { HeadersTooLarge: HEADERS_TOO_LARGE },
      headers: HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
