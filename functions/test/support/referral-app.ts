// Two projects set up like real apps, and helpers for the referral endpoints (the tests of
// test/http/referrals-*.test.ts share them).

import { appProject } from './link-host';
import { testApp } from './test-app';

export function referralApp() {
  const ctx = {} as {
    t: ReturnType<typeof testApp>;
    acme: Awaited<ReturnType<typeof appProject>>;
    other: Awaited<ReturnType<typeof appProject>>;
  };
  beforeEach(async () => {
    ctx.t = testApp();
    const suffix = Math.random().toString(36).slice(2, 8);
    ctx.acme = await appProject(ctx.t, `acme-${suffix}`);
    ctx.other = await appProject(ctx.t, `other-${suffix}`);
  });
  afterEach(() => ctx.t.close());

  const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    ctx.t.call('POST', `/api/referrals/${path}`, { token: token ?? ctx.acme.secretKey, body, headers });
  return {
    ctx,
    on: (iso: string) => ctx.t.setNow(new Date(iso)),
    post,
    /** Without a token: the first project's secret key. */
    track: (body: unknown, token?: string, headers?: Record<string, string>) => post('track', body, token, headers),
    qualify: (body: unknown, token?: string) => post('qualify', body, token),
    get: (path: string, token?: string) => ctx.t.call('GET', `/api/referrals${path}`, { token: token ?? ctx.acme.secretKey }),
  };
}
