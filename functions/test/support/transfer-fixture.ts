// A project with something of everything an export carries, made through the API as users
// make it: links of each kind, a campaign, desktop and phone visits, an install matched from a
// deepview, influencer and invite traffic, referrals tracked and qualified, a pixel visit.

import { appProject, matchFromDeepview } from './link-host';
import type { testApp } from './test-app';
import { UA } from './user-agents';

export async function seedEverything(t: ReturnType<typeof testApp>, subdomain: string) {
  t.setNow(new Date('2026-11-20T10:00:00.000Z'));
  const acme = await appProject(t, subdomain);
  const hook = await t.call('POST', `/api/projects/${acme.id}/webhooks`, {
    token: acme.secretKey,
    body: { url: 'https://hooks.example.com/ferry', events: ['install.matched', 'link.clicked'] },
  });
  expect(hook.status).toBe(200);
  const campaign = (await t.call('POST', '/api/campaigns', { token: acme.secretKey, body: { name: 'Spring', description: 'Q2' } })).json as { id: string };
  await acme.link({ slug: 'sale', desktopUrl: 'https://acme.example/sale', tags: ['promo'], campaignId: campaign.id, utmSource: 'mail' });
  await acme.link({ slug: 'creator', desktopUrl: 'https://acme.example/c', influencerId: 'ana' });
  await acme.link({ slug: 'invite', desktopUrl: 'https://acme.example/i', params: { referrerId: 'alice', referrerLabel: 'Alice' } });
  await acme.link({ slug: 'capped', desktopUrl: 'https://acme.example/x', maxClicks: 5, password: 'hunter2-pass' });
  // A second apart: the stores order clicks of the same millisecond differently.
  let second = 0;
  const visit = (slug: string, ua: string, country: string, ip: string) => {
    t.setNow(new Date(Date.parse('2026-11-21T09:00:00.000Z') + (second += 1) * 1000));
    return acme.visit(`/${slug}`, ua, { headers: { 'x-test-country': country, 'x-forwarded-for': ip, referer: 'https://t.co/x' } });
  };
  await acme.visit('/sale', UA.desktopChrome, { headers: { 'x-test-country': 'FR', 'x-forwarded-for': '198.51.100.1' } });
  const page = await (await visit('sale', UA.iphoneSafari, 'JP', '198.51.100.2')).text();
  expect(await matchFromDeepview(t, subdomain, page)).toBe(true);
  await visit('sale', UA.iphoneSafari, 'US', '198.51.100.3'); // a pending match left waiting
  await visit('creator', UA.desktopChrome, 'DE', '198.51.100.4');
  await visit('creator', UA.desktopChrome, 'DE', '198.51.100.5');
  await visit('invite', UA.desktopChrome, 'GB', '198.51.100.6');
  const referral = (path: string, body: object) => t.call('POST', `/api/referrals/${path}`, { token: acme.secretKey, body });
  await referral('track', { referrerId: 'alice', newUserId: 'bob' });
  await referral('track', { referrerId: 'alice', newUserId: 'carol' });
  await referral('qualify', { newUserId: 'bob', event: 'purchase' });
  await t.app.request(`/api/pixel/${acme.id}`, { headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': '198.51.100.7' } });
  return { acme, campaignId: campaign.id };
}

/** Every GET a console or a script makes of the project, to compare two stores' answers. */
export function projectReads(projectId: string): string[] {
  const range = 'from=2026-11-01&to=2026-11-30';
  return [
    `/api/projects/${projectId}`,
    `/api/projects/${projectId}/usage`,
    `/api/projects/${projectId}/keys`,
    `/api/projects/${projectId}/webhooks`,
    '/api/links?limit=100',
    ...['sale', 'creator', 'invite', 'capped'].flatMap((slug) => [`/api/links/${slug}`, `/api/links/${slug}/history`]),
    '/api/campaigns',
    `/api/projects/${projectId}/analytics?${range}`,
    '/api/analytics/influencers',
    '/api/referrals/stats',
    '/api/referrals/leaderboard',
    '/api/referrals?range=all',
    `/api/projects/${projectId}/clicks.csv?${range}`,
    `/api/projects/${projectId}/analytics.csv?${range}`,
    '/api/links/export.csv',
  ];
}
