// Webhook domain rules: which plan may take which event, the request bodies, and
// the payloads built from records (nothing else leaks into them). That the events agree
// everywhere they are listed is event-lists.test.ts.
import { parseInput } from '../../../src/domain/validation';
import { eventAllowed, MAX_WEBHOOKS_PER_PROJECT, WEBHOOK_EVENTS } from '../../../src/domain/webhooks/events';
import { brokenData, clickData, deletedData, eventOf, installData, linkData, referralData, testData } from '../../../src/domain/webhooks/payloads';
import { createWebhookSchema, updateWebhookSchema } from '../../../src/domain/webhooks/schema';
import { aLink } from '../../contract/suite/fixtures';

describe('events', () => {
  it('lets every plan take every event but link.clicked, which needs indie or studio', () => {
    for (const type of WEBHOOK_EVENTS) {
      expect(eventAllowed('studio', type)).toBe(true);
      expect(eventAllowed('indie', type)).toBe(true);
      expect(eventAllowed('free', type)).toBe(type !== 'link.clicked');
    }
    expect(MAX_WEBHOOKS_PER_PROJECT).toBe(10);
  });
});

describe('schemas', () => {
  const create = (body: unknown) => parseInput(createWebhookSchema, body);
  const update = (body: unknown) => parseInput(updateWebhookSchema, body);

  it('takes an https URL and events (repeats dropped), on by default', () => {
    expect(create({ url: 'https://h.example.com/x', events: ['link.created', 'link.created', 'install.matched'] })).toEqual({
      url: 'https://h.example.com/x',
      events: ['link.created', 'install.matched'],
      enabled: true,
    });
    expect(create({ url: ' https://h.example.com/x ', events: ['link.deleted'], enabled: false })).toEqual({
      url: 'https://h.example.com/x',
      events: ['link.deleted'],
      enabled: false,
    });
  });

  it.each([
    [{ events: ['link.created'] }, 'url is required'],
    [{ url: 'ftp://h.example.com', events: ['link.created'] }, 'url must be an http or https URL'],
    [{ url: 'https://h.example.com', events: 'link.created' }, 'events must be an array of event names'],
    [{ url: 'https://h.example.com', events: [] }, 'events must name at least one event'],
    [{ url: 'https://h.example.com', events: ['nope'] }, `events must each be one of ${WEBHOOK_EVENTS.join(', ')}`],
    [{ url: 'https://h.example.com', events: ['link.created'], enabled: 'yes' }, 'enabled must be true or false'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => create(body)).toThrow(message);
  });

  it('changes any of url, events, enabled, and refuses an empty change', () => {
    expect(update({ enabled: false })).toEqual({ enabled: false });
    expect(update({ events: ['link.created'] })).toEqual({ events: ['link.created'] });
    expect(() => update({})).toThrow('send at least one of url, events, enabled');
    expect(() => update({ url: 'ftp://h.example.com' })).toThrow('url must be an http or https URL');
    // Plain http passes the schema; the service refuses it unless the operator allows private networks.
    expect(update({ url: 'http://h.example.com' })).toEqual({ url: 'http://h.example.com' });
  });
});

describe('payloads', () => {
  it('describes a link by its public fields only', () => {
    const link = { ...aLink('p', { slug: 's', title: 'T', tags: ['a'] }), passwordHash: 'x', campaignId: 'cmp_1' };
    expect(linkData(link, 'https://acme.example/s')).toEqual({
      slug: 's',
      shortUrl: 'https://acme.example/s',
      title: 'T',
      deepLink: link.deepLink ?? null,
      desktopUrl: link.desktopUrl ?? null,
      tags: ['a'],
      campaignId: 'cmp_1',
      createdAt: link.createdAt,
    });
    const bare = { ...aLink('p', { slug: 'b' }) };
    delete bare.deepLink;
    delete bare.desktopUrl;
    expect(linkData(bare, 'u')).toMatchObject({ deepLink: null, desktopUrl: null, campaignId: null });
  });

  it('describes referrals and installs, with nulls for what is unknown', () => {
    const base = { projectId: 'p', newUserId: 'n', referrerId: 'r', status: 'attributed' as const, flagReason: null, attributedAt: '2026-01-01T00:00:00.000Z' };
    expect(referralData(base)).toEqual({
      newUserId: 'n',
      referrerId: 'r',
      referrerLabel: null,
      linkId: null,
      status: 'attributed',
      flagReason: null,
      attributedAt: base.attributedAt,
      qualifiedAt: null,
      qualifyEvent: null,
    });
    expect(referralData({ ...base, referrerLabel: 'Ann', linkId: 'l', status: 'qualified', qualifiedAt: 'q', qualifyEvent: 'purchase' })).toMatchObject({
      referrerLabel: 'Ann',
      linkId: 'l',
      qualifiedAt: 'q',
      qualifyEvent: 'purchase',
    });
    expect(installData({ slug: 's', clickId: 'c', clickedAt: 't0', osFamily: 'ios' }, 'clipboard', 1, 't1')).toEqual({
      slug: 's',
      clickId: 'c',
      clickedAt: 't0',
      platform: 'ios',
      matchType: 'clipboard',
      confidence: 1,
      matchedAt: 't1',
    });
    expect(eventOf('e', 'link.deleted', 'p', 't', deletedData('s', 't0'))).toEqual({
      id: 'e',
      type: 'link.deleted',
      createdAt: 't',
      projectId: 'p',
      data: { slug: 's', deletedAt: 't0' },
    });
    expect(testData('wh_1')).toEqual({ webhookId: 'wh_1', message: 'A test event from Ferry' });
  });

  it('describes a broken link by the check that found it dead and the one before, null when none', () => {
    const link = { ...aLink('p', { slug: 'b', title: 'T', fallbackChain: ['https://a.example/x'] }), desktopUrl: 'https://a.example/d' };
    const health = { status: 'dead' as const, checkedAt: 't1', lastError: 'https://a.example/d: HTTP 404' };
    expect(brokenData(link, 'https://acme.example/b', health)).toEqual({
      slug: 'b',
      shortUrl: 'https://acme.example/b',
      title: 'T',
      desktopUrl: 'https://a.example/d',
      fallbackChain: ['https://a.example/x'],
      lastError: health.lastError,
      checkedAt: 't1',
      previousCheckAt: null,
    });
    const bare = { ...aLink('p', { slug: 'b' }), health: { status: 'live' as const, checkedAt: 't0', lastError: null } };
    delete bare.desktopUrl;
    expect(brokenData(bare, 'u', health)).toMatchObject({ desktopUrl: null, previousCheckAt: 't0' });
  });

  it('describes a click by what the visit showed, never its IP or user agent; unknowns are null', () => {
    const click = {
      id: 'c1',
      projectId: 'p',
      slug: 's',
      clickedAt: 't',
      country: 'DE',
      platform: 'web' as const,
      redirectChain: ['a', 'b'],
      referrerHost: 't.co',
      uaFamily: 'Chrome',
      visitorHash: 'h',
      referrerId: 'r',
    };
    expect(clickData(click)).toEqual({
      slug: 's',
      clickId: 'c1',
      clickedAt: 't',
      platform: 'web',
      country: 'DE',
      os: null,
      osVersion: null,
      browser: 'Chrome',
      referrerHost: 't.co',
      campaignId: null,
      influencerId: null,
    });
    expect(clickData({ ...click, os: 'iOS', osVersion: '17.4', campaignId: 'cmp', influencerId: 'ana' })).toMatchObject({
      os: 'iOS',
      osVersion: '17.4',
      campaignId: 'cmp',
      influencerId: 'ana',
    });
  });
});
