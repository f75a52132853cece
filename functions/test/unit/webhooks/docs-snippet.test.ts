// The verification snippet of docs/webhooks.md, run as a receiver would run it, against the
// signature Ferry sends (domain/webhooks/signature.ts): the docs cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signDelivery } from '../../../src/domain/webhooks/signature';

const doc = readFileSync(join(__dirname, '../../../../docs/webhooks.md'), 'utf8');
const snippet = /runs this very\s+snippet\):\n\n```js\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
type Verify = (secret: string, headers: Record<string, string>, rawBody: string, tolerance?: number) => boolean;
const verify = new Function('require', `${snippet}\nreturn verifyFerryWebhook;`)(require) as Verify;

it('is short enough to paste: at most 10 lines of code', () => {
  expect(
    snippet
      .trim()
      .split('\n')
      .filter((line) => line.trim() !== '').length,
  ).toBeLessThanOrEqual(10);
});

it('accepts what Ferry signs, and refuses a changed body, another secret or an old timestamp', () => {
  const body = '{"id":"evt_1","type":"link.created","data":{"slug":"a"}}';
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = { 'ferry-webhook-timestamp': String(timestamp), 'ferry-webhook-signature': signDelivery('whsec_x', timestamp, body) };
  expect(verify('whsec_x', headers, body)).toBe(true);
  expect(verify('whsec_x', headers, body.replace('"a"', '"b"'))).toBe(false);
  expect(verify('whsec_y', headers, body)).toBe(false);
  const old = { 'ferry-webhook-timestamp': String(timestamp - 301), 'ferry-webhook-signature': signDelivery('whsec_x', timestamp - 301, body) };
  expect(verify('whsec_x', old, body)).toBe(false);
});
