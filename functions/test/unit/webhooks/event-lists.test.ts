// Webhook events have one home (src/domain/webhooks/events.ts); everywhere else they are listed
// must agree with it: the OpenAPI document's `webhooks` section and WebhookEventType, the list
// the generated sdk exports and the console shows, and the table of docs/webhooks.md, with
// each event's payload fields.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DELIVERED_EVENT_MAP, WEBHOOK_EVENT_MAP, WEBHOOK_EVENTS } from '../../../src/domain/webhooks/events';
import { buildOpenApiDocument } from '../../../src/http/openapi/build-document';

type Json = Record<string, any>;
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const doc = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } }) as Json;

/** Each event type and its payload's fields, as the map has them. */
const fieldsByType = Object.fromEntries(Object.entries(DELIVERED_EVENT_MAP).map(([type, event]) => [type, Object.keys(event.payload.shape)]));
const REGENERATE = 'run `npm run openapi -w functions && npm run generate -w sdk`';

/** docs/webhooks.md, "Events": each row's type and the field names of its `data` column (values in parentheses left out). */
function docsTable(): Record<string, string[]> {
  const section = read('docs/webhooks.md').split('\n## Events\n')[1]!.split('\n## ')[0]!;
  const rows = section.split('\n').filter((line) => /^\| `[a-z]+\.[a-z]+` \|/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const cells = row.split(' | ');
      const type = cells[0]!.replace(/^\| `|`$/g, '');
      const data = cells[cells.length - 1]!.replace(/\([^)]*\)/g, '');
      return [type, [...data.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!)];
    }),
  );
}

describe('webhook events agree everywhere they are listed', () => {
  it('when the map describes an event, then the document has it under webhooks with its summary and exactly its payload fields', () => {
    const described = Object.fromEntries(
      Object.entries(doc.webhooks as Json).map(([type, item]) => {
        const ref: string = item.post.requestBody.content['application/json'].schema.$ref;
        const body = doc.components.schemas[ref.split('/').pop()!];
        return [type, { summary: item.post.summary, fields: Object.keys(body.properties.data.properties), type: body.properties.type.const }];
      }),
    );
    const expected = Object.fromEntries(
      Object.entries(DELIVERED_EVENT_MAP).map(([type, event]) => [type, { summary: event.summary, fields: fieldsByType[type], type }]),
    );
    expect(described).toEqual(expected);
    expect(doc.components.schemas.WebhookEventType.enum).toEqual(WEBHOOK_EVENTS);
    expect(doc.components.schemas.CreateWebhook.properties.events.items).toEqual({ $ref: '#/components/schemas/WebhookEventType' });
  });

  it('when docs/webhooks.md tables the events, then it names each delivered event with exactly its payload fields', () => {
    expect(docsTable()).toEqual(fieldsByType);
  });

  it(`when the sdk is generated, then it lists the subscribable events in the map's order with their summaries (else ${REGENERATE})`, () => {
    const generated = read('sdk/src/admin/api.ts').match(/export const webhookEvents: [^=]+= (\[[\s\S]*?\n\]);/);
    expect(generated).not.toBeNull();
    expect(JSON.parse(generated![1]!)).toEqual(WEBHOOK_EVENTS.map((type) => ({ type, summary: WEBHOOK_EVENT_MAP[type].summary })));
  });

  it("when the console offers events, then it lists the sdk's webhookEvents and names no event itself but its default", () => {
    const form = read('console/src/projects/webhook-form.tsx');
    expect(form).toMatch(/import \{[^}]*\bwebhookEvents\b[^}]*\} from '@ferry\/sdk\/admin'/);
    expect(form).toMatch(/\{webhookEvents\.map\(/);
    // A hand-kept list would quote the event names: only the form's default selection may.
    const quoted = (path: string) => [...read(path).matchAll(/['"`]([a-z]+\.[a-z]+)['"`]/g)].map((m) => m[1]!).filter((name) => name in DELIVERED_EVENT_MAP);
    const files = readdirSync(join(ROOT, 'console', 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const named = files.flatMap((file) => quoted(join('console', 'src', file)).map((name) => `${file}: ${name}`));
    expect(named).toEqual([join('projects', 'webhook-form.tsx') + ': install.matched']);
  });
});
