// Webhook signatures: HMAC-SHA256 over `<timestamp>.<body>`, checked as a receiver would.
import { createHmac } from 'node:crypto';
import { signDelivery, verifyDelivery } from '../../../src/domain/webhooks/signature';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"link.created"}';

it('signs <timestamp>.<body> with the secret, as v1=<hex>', () => {
  const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
  expect(signDelivery(secret, 1700000000, body)).toBe(`v1=${expected}`);
});

describe('verifyDelivery', () => {
  const signature = signDelivery(secret, 1700000000, body);

  it('accepts the signature of the same body, secret and timestamp within the tolerance', () => {
    expect(verifyDelivery(secret, { signature, timestamp: '1700000000' }, body, 1700000000)).toBe(true);
    expect(verifyDelivery(secret, { signature, timestamp: '1700000000' }, body, 1700000300)).toBe(true);
    expect(verifyDelivery(secret, { signature, timestamp: '1700000000' }, body, 1699999700)).toBe(true);
  });

  it('refuses another body, another secret, another timestamp or an old one', () => {
    expect(verifyDelivery(secret, { signature, timestamp: '1700000000' }, `${body} `, 1700000000)).toBe(false);
    expect(verifyDelivery('other', { signature, timestamp: '1700000000' }, body, 1700000000)).toBe(false);
    expect(verifyDelivery(secret, { signature, timestamp: '1700000001' }, body, 1700000000)).toBe(false);
    expect(verifyDelivery(secret, { signature, timestamp: '1700000000' }, body, 1700000301)).toBe(false);
    expect(verifyDelivery(secret, { signature, timestamp: '1700000000' }, body, 1699999699)).toBe(false);
    expect(verifyDelivery(secret, { signature, timestamp: 'soon' }, body, 1700000000)).toBe(false);
    expect(verifyDelivery(secret, { signature: signature.slice(0, -1), timestamp: '1700000000' }, body, 1700000000)).toBe(false);
  });
});
