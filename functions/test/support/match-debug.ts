// A project with links, clicks from chosen IPs, and POST /api/match with or without `debug` and
// a credential: what the tests of the match's debug reasons share, on either store.

import { openFirestoreStore } from '../../src/store/firestore';
import type { Store } from '../../src/store/ports';
import { type EmulatedFirestore, openEmulatedFirestore } from '../contract/emulated-firestore';
import { appProject, clipboardTokenOf } from './link-host';
import { testApp } from './test-app';

export const APP_UA = {
  ios174: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0',
  ios16: 'Acme/1.0 CFNetwork/1410.0.3 Darwin/22.4.0',
  okhttp: 'okhttp/4.12.0',
};
export const T0 = new Date('2026-11-22T10:00:00.000Z');
export const MIN = 60_000;

/** Both stores, the Firestore one on the in-process emulator (closed by closeStores). */
export function debugStores(name: string): { stores: [string, () => Promise<Store | undefined>][]; closeStores: () => Promise<void> } {
  let firestore: EmulatedFirestore | undefined;
  return {
    stores: [
      ['sqlite', async () => undefined],
      ['firestore', async () => openFirestoreStore((firestore = await openEmulatedFirestore(name)).db)],
    ],
    closeStores: async () => firestore?.close(),
  };
}

export async function debugFixture(store: Store | undefined, subdomain: string) {
  const t = testApp(store);
  const acme = await appProject(t, subdomain);
  const other = await t.seedProject(`${subdomain}-other`);
  let ips = 0;
  let links = 0;
  const host = `${subdomain}.localhost:8080`;
  return {
    t,
    acme,
    other,
    nextIp: () => `198.51.100.${(ips += 1)}`,
    after: (ms: number) => t.setNow(new Date(T0.getTime() + ms)),
    /** A new link of the project. */
    link: async () => (await acme.link({ slug: `l${(links += 1)}`, title: `Link ${links}`, deepLink: `acme://l${links}` })).slug,
    /** A visit from `ip`; answers the deepview's HTML. */
    click: async (slug: string, ua: string, ip: string) => (await acme.visit(`/${slug}`, ua, { headers: { 'x-forwarded-for': ip } })).text(),
    clipboardOf: (html: string) => clipboardTokenOf(html)!,
    /** POST /api/match from `ip`, with `debug: true` unless the body says otherwise, and `token` as the credential. */
    match: async (body: object, ip: string, token?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await t.app.request(`http://${host}/api/match`, { method: 'POST', headers, body: JSON.stringify({ debug: true, ...body }) });
      return {
        status: res.status,
        json: (await res.json()) as {
          matched: boolean;
          reason?: { signal: string; code: string; message: string };
          checks?: { signal: string; code: string }[];
        } & Record<string, unknown>,
      };
    },
  };
}
