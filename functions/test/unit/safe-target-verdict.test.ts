// What a webhook URL check tells its caller (platform/safe-target.ts): a refused address, a name
// that does not exist and DNS failing now are three different answers (400, 400, 503).
import { targetVerdict } from '../../src/platform/safe-target';

const failing = (code?: string) => async () => {
  throw Object.assign(new Error('getaddrinfo failed'), code ? { code } : {});
};
const answering = (address: string) => async () => [{ address, family: 4 }];

describe('targetVerdict', () => {
  it('when every address is public, then allowed; when one is private or the scheme is not http(s), then refused', async () => {
    expect(await targetVerdict('https://hooks.example.com/x', { resolve: answering('93.184.215.14') })).toBe('allowed');
    expect(await targetVerdict('https://hooks.example.com/x', { resolve: answering('10.0.0.7') })).toBe('refused');
    expect(await targetVerdict('ftp://hooks.example.com/x', { resolve: answering('93.184.215.14') })).toBe('refused');
  });

  it.each(['ENOTFOUND', 'ENODATA'])('when DNS answers %s, then the host is unknown', async (code) => {
    expect(await targetVerdict('https://gone.example.com/x', { resolve: failing(code) })).toBe('unknown-host');
  });

  it.each(['EAI_AGAIN', 'ETIMEOUT', 'ESERVFAIL', undefined])('when DNS fails with %s, then DNS is unavailable (a retry may pass)', async (code) => {
    expect(await targetVerdict('https://hooks.example.com/x', { resolve: failing(code) })).toBe('dns-unavailable');
  });
});
