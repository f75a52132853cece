// One visitor hashes alike wherever Ferry counts visitors: the redirect (an influencer's distinct
// clickers), the pixel and the match all use services/visitors/visitor-hash.ts.
import { createHmac } from 'node:crypto';
import { hashIp, visitorHash } from '../../src/services/visitors/visitor-hash';

const PEPPER = 'test-pepper-0123456789';
const hmac = (text: string) => createHmac('sha256', PEPPER).update(text).digest('hex');

describe('visitor hashes', () => {
  it('a visitor is the keyed hash of IP and user agent; an unknown IP hashes as "unknown"', () => {
    expect(visitorHash(PEPPER, '203.0.113.50', 'Mozilla/5.0 test')).toBe(hmac('203.0.113.50|Mozilla/5.0 test'));
    expect(visitorHash(PEPPER, null, 'UA')).toBe(hmac('unknown|UA'));
  });

  it('an IP alone hashes apart from any visitor, and another pepper gives another hash', () => {
    expect(hashIp(PEPPER, '203.0.113.50')).toBe(hmac('203.0.113.50'));
    expect(hashIp(PEPPER, null)).toBe(hmac('unknown'));
    expect(hashIp('another-pepper-0123456789', '203.0.113.50')).not.toBe(hashIp(PEPPER, '203.0.113.50'));
  });
});
