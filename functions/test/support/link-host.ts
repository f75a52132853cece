// A project set up like a real app (iOS and Android settings) and a visitor helper for the
// link host tests.
import type { testApp } from './test-app';

type App = ReturnType<typeof testApp>;

export const APP_SETTINGS = {
  appName: 'Acme',
  uriScheme: 'acme',
  ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '1234567890' },
  android: { packageName: 'com.acme.app', sha256CertFingerprints: [Array(32).fill('AB').join(':')] },
};

export async function appProject(t: App, subdomain: string, plan: 'free' | 'indie' | 'studio' = 'studio', extra: object = {}) {
  const seeded = await t.seedProject(subdomain, plan);
  const res = await t.call('PATCH', `/api/projects/${seeded.id}`, { token: seeded.secretKey, body: { ...APP_SETTINGS, ...extra } });
  if (res.status !== 200) throw new Error(`settings: ${res.text}`);
  const link = async (body: object) => {
    const created = await t.call('POST', '/api/links', { token: seeded.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', ...body } });
    if (created.status !== 200) throw new Error(`link: ${created.text}`);
    return created.json.link as { slug: string; shortUrl: string };
  };
  const visit = async (path: string, userAgent: string, init: { headers?: Record<string, string>; method?: string; body?: string } = {}): Promise<Response> =>
    t.app.request(`http://${subdomain}.localhost:8080${path}`, {
      method: init.method ?? 'GET',
      headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.7', ...init.headers },
      body: init.body,
      redirect: 'manual',
    });
  return { ...seeded, link, visit };
}

export const clipboardTokenOf = (html: string) => /<meta name="ferry:clipboard" content="([^"]+)">/.exec(html)?.[1];
export const hrefOf = (html: string, id: string) => {
  const raw = new RegExp(`id="${id}"[^>]*href="([^"]*)"|href="([^"]*)"[^>]*id="${id}"`).exec(html);
  return (raw?.[1] ?? raw?.[2])?.replace(/&amp;/g, '&');
};

/** The app's first launch after a deepview on `subdomain`: POST /api/match with the page's clipboard token. */
export async function matchFromDeepview(t: App, subdomain: string, html: string, appUserAgent = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0'): Promise<boolean> {
  const res = await t.app.request(`http://${subdomain}.localhost:8080/api/match`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ deviceInfo: { userAgent: appUserAgent }, clipboard: clipboardTokenOf(html) }),
  });
  return ((await res.json()) as { matched: boolean }).matched;
}
