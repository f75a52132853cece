// Generates src/admin/api.ts, the types of Ferry's management API, from docs/openapi.json (which
// `npm run openapi -w functions` writes from the code), and the one value a type cannot carry:
// the webhook events, with the summary the document's `webhooks` section gives each, which the
// console lists. `--check` only compares, so a test fails when the file drifts from the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const documentUrl = new URL('../../docs/openapi.json', import.meta.url);
const target = fileURLToPath(new URL('../src/admin/api.ts', import.meta.url));
const HEADER = '// Generated from docs/openapi.json by scripts/generate-admin-types.mjs: do not edit.\n';

export async function generatedTypes() {
  const document = JSON.parse(readFileSync(documentUrl, 'utf8'));
  const ast = await openapiTS(document);
  return HEADER + astToString(ast) + webhookEvents(document);
}

/** The events a webhook may subscribe to (components/schemas/WebhookEventType), in its order. */
function webhookEvents(document) {
  const events = document.components.schemas.WebhookEventType.enum.map((type) => {
    const summary = document.webhooks?.[type]?.post?.summary;
    if (typeof summary !== 'string') throw new Error(`docs/openapi.json: webhooks.${type} has no summary`);
    return { type, summary };
  });
  return [
    "/** The events a webhook may subscribe to, each with its summary from the webhooks section, in the API's order. */",
    `export const webhookEvents: readonly { type: components["schemas"]["WebhookEventType"]; summary: string }[] = ${JSON.stringify(events, null, 4)};`,
    '',
  ].join('\n');
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
