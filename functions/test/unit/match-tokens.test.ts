import { matchTokens } from '../../src/services/link-host/record-visit';

describe('matchTokens', () => {
  it('when tokens are drawn past several refills of the random pool, then every one is new, 16 bytes as base64url', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const { clipboardToken, referrerToken } = matchTokens();
      for (const token of [clipboardToken, referrerToken]) {
        expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
        seen.add(token);
      }
    }
    expect(seen.size).toBe(2000);
  });
});
