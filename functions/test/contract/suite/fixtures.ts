// Builders for records used by the contract suite (kept in src so adapters' tests share them).

import type { ClickEvent, PendingMatch } from '../../../src/domain/clicks/types';
import type { LinkRecord } from '../../../src/domain/links/types';
import type { ApiKeyRecord, ProjectRecord } from '../../../src/domain/projects/types';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function aProject(overrides: Partial<ProjectRecord> = {}): ProjectRecord {
  const id = overrides.id ?? `p_${unique()}`;
  return {
    id,
    name: 'Acme',
    subdomain: `acme-${unique()}`,
    plan: 'free',
    ownerUid: 'owner-1',
    members: {},
    settings: { appName: 'Acme', ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456' } },
    customDomain: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aKey(projectId: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  const id = `key_${unique()}`;
  return {
    id,
    projectId,
    type: 'secret',
    hash: `${id}`.padEnd(64, '0'),
    prefix: 'sk_live_abcd',
    name: 'test',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aLink(projectId: string, overrides: Partial<LinkRecord> = {}): LinkRecord {
  return {
    projectId,
    slug: `s-${unique()}`,
    title: 'Summer sale',
    deepLink: 'acme://sale/summer',
    params: { campaign: 'summer', n: 3 },
    geoRouting: [{ countries: ['US', 'CA'], url: 'https://acme.example/us' }],
    fallbackChain: ['https://acme.example/a'],
    tags: ['sale'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aClick(projectId: string, slug: string, overrides: Partial<ClickEvent> = {}): ClickEvent {
  return {
    id: `c_${unique()}${Math.random().toString(36).slice(2, 8)}`,
    projectId,
    slug,
    clickedAt: '2026-05-01T10:00:00.000Z',
    country: 'US',
    platform: 'ios',
    redirectChain: [`http://x.localhost/${slug}`, 'https://apps.apple.com/app/id1'],
    referrerHost: 't.co',
    uaFamily: 'Mobile Safari',
    ...overrides,
  };
}

export function aPendingMatch(click: ClickEvent, overrides: Partial<PendingMatch> = {}): PendingMatch {
  return {
    clickId: click.id,
    projectId: click.projectId,
    slug: click.slug,
    clickedAt: click.clickedAt,
    expiresAt: new Date(Date.parse(click.clickedAt) + 24 * 3600 * 1000).toISOString(),
    ipHash: 'a'.repeat(64),
    osFamily: 'ios',
    osVersion: '17.4',
    deviceModel: 'iPhone',
    browser: 'Mobile Safari',
    clipboardToken: `cb_${click.id}`,
    referrerToken: `rf_${click.id}`,
    ...overrides,
  };
}
