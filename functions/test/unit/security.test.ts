import { generateKey, hashKey, keyTypeOf, sameHash } from '../../src/security/api-keys';
import { hashPassword, verifyPassword } from '../../src/security/password-hash';

describe('API keys', () => {
  it('when a key is generated, then it is prefixed, random (>= 128 bits) and its hash is SHA-256', () => {
    const a = generateKey('secret');
    const b = generateKey('secret');
    expect(a.key).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect(generateKey('publishable').key).toMatch(/^pk_live_[0-9A-Za-z]{32}$/);
    expect(a.key).not.toBe(b.key);
    expect(32 * Math.log2(62)).toBeGreaterThan(128);
    expect(a.hash).toBe(hashKey(a.key));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.prefix).toBe(a.key.slice(0, 12));
  });

  it('when a token is classified, then only sk_ and pk_ prefixes are keys', () => {
    expect(keyTypeOf('sk_live_x')).toBe('secret');
    expect(keyTypeOf('pk_live_x')).toBe('publishable');
    expect(keyTypeOf('eyJhbGciOi')).toBeNull();
  });

  it('when hashes are compared, then equal ones match and any difference or length does not', () => {
    const h = hashKey('x');
    expect(sameHash(h, h)).toBe(true);
    expect(sameHash(h, hashKey('y'))).toBe(false);
    expect(sameHash(h, h.slice(2))).toBe(false);
  });
});

describe('link passwords', () => {
  it('when a password is hashed, then it is scrypt with a random salt and verifies only itself', async () => {
    const one = await hashPassword('open sesame');
    const two = await hashPassword('open sesame');
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('open sesame', one)).toBe(true);
    expect(await verifyPassword('open sesame!', one)).toBe(false);
    expect(await verifyPassword('open sesame', 'plain-text')).toBe(false);
  });
});
