// The document's `webhooks` section (src/http/openapi/webhooks-section.ts) describes the bodies
// Ferry sends: each payload builder's output, wrapped as a delivery, validates against its
// event's schema, with and without the optional facts; a body that strays does not. Real
// deliveries are checked the same way in webhooks.test.ts.

import { DELIVERED_EVENT_MAP, type DeliveredEventType, type WebhookPayload } from '../../src/domain/webhooks/events';
import { brokenData, clickData, deletedData, eventOf, installData, linkData, referralData, testData } from '../../src/domain/webhooks/payloads';
import type { WebhookEvent } from '../../src/domain/webhooks/types';
import { aClick, aLink } from '../contract/suite/fixtures';
import { deliveryDeparture } from '../support/openapi-contract';

const at = '2026-11-20T10:00:00.000Z';
const link = aLink('prj_1', { slug: 'summer', campaignId: 'cmp_1', desktopUrl: 'https://acme.example/s' });
const bare = aLink('prj_1', { slug: 'bare' });
delete bare.deepLink;
const health = { status: 'dead' as const, checkedAt: at, lastError: 'https://acme.example/s: HTTP 404' };
const referral = { projectId: 'prj_1', newUserId: 'u2', referrerId: 'u1', status: 'attributed' as const, flagReason: null, attributedAt: at };
const install = { slug: 'summer', clickId: 'c1', clickedAt: at, osFamily: 'ios' as const };

const event = <T extends DeliveredEventType>(type: T, data: WebhookPayload<T>) => eventOf(`evt_${type}`, type, 'prj_1', at, data);

/** Every event type at least once, with optional facts present and absent. */
const SENT: WebhookEvent[] = [
  event('link.created', linkData(link, 'http://acme.localhost:8080/summer')),
  event('link.created', linkData(bare, 'http://acme.localhost:8080/bare')),
  event('link.deleted', deletedData('summer', at)),
  event('link.clicked', clickData(aClick('prj_1', 'summer', { clickedAt: at }))),
  event(
    'link.clicked',
    clickData(
      aClick('prj_1', 'summer', { clickedAt: at, platform: 'web', referrerHost: null, os: 'macOS', osVersion: '15', campaignId: 'c', influencerId: 'i' }),
    ),
  ),
  event('link.broken', brokenData(link, 'http://acme.localhost:8080/summer', health)),
  event('link.broken', brokenData({ ...bare, health: { status: 'live', checkedAt: at, lastError: null } }, 'u', health)),
  event('install.matched', installData(install, 'fingerprint', 0.82, at)),
  event('referral.tracked', referralData(referral)),
  event(
    'referral.qualified',
    referralData({
      ...referral,
      status: 'qualified',
      referrerLabel: 'Ann',
      linkId: 'summer',
      flagReason: 'velocity',
      qualifiedAt: at,
      qualifyEvent: 'purchase',
    }),
  ),
  event('webhook.test', testData('wh_0123456789abcdef')),
];

describe("the document's webhooks section", () => {
  it('when each payload builder makes a delivery, then its event schema takes it', () => {
    expect(SENT.map((body) => deliveryDeparture(JSON.parse(JSON.stringify(body)) as WebhookEvent)).filter(Boolean)).toEqual([]);
    expect(new Set(SENT.map((body) => body.type))).toEqual(new Set(Object.keys(DELIVERED_EVENT_MAP)));
  });

  it('when a body strays from its event, then the schema refuses it', () => {
    const created = SENT[0]!;
    const strays = [
      { ...created, data: { ...created.data, ip: '203.0.113.9' } },
      { ...created, data: { slug: 'summer', deletedAt: at } },
      { ...created, type: 'link.deleted' },
      { ...created, extra: true },
      { ...created, createdAt: 'yesterday' },
      { ...SENT[7]!, data: { ...SENT[7]!.data, matchType: 'guess' } },
      { ...created, type: 'link.exploded' },
    ];
    expect(strays.map((body) => deliveryDeparture(body) === null)).toEqual(strays.map(() => false));
  });
});
