// docs/openapi.json, the file the typed client in sdk/ is generated from, is the document the
// code builds: a route, field or error code changed without `npm run openapi -w functions`
// fails here (and sdk's `generate --check` fails until its types are regenerated).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../../src/http/openapi/build-document';

it('docs/openapi.json is the document the code builds (run `npm run openapi -w functions` after an API change)', () => {
  const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8')) as unknown;
  expect(buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } })).toEqual(committed);
});
