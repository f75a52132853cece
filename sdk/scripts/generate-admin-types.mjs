// Generates src/admin/api.ts, the types of Ferry's management API, from docs/openapi.json (which
// `npm run openapi -w functions` writes from the code). `--check` only compares, so a test fails
// when the committed types drift from the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const documentUrl = new URL('../../docs/openapi.json', import.meta.url);
const target = fileURLToPath(new URL('../src/admin/api.ts', import.meta.url));
const HEADER = '// Generated from docs/openapi.json by scripts/generate-admin-types.mjs: do not edit.\n';

export async function generatedTypes() {
  const ast = await openapiTS(JSON.parse(readFileSync(documentUrl, 'utf8')));
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await generatedTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      console.error('sdk/src/admin/api.ts differs from docs/openapi.json: run `npm run generate -w sdk` and commit it');
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}
