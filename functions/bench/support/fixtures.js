'use strict';
// What both servers answer: one project with iOS/Android settings and the deepview off, and
// LINK_COUNT links with a desktopUrl. Deterministic, so the baseline can rebuild the same Map
// without reading the Ferry store.

const { sized } = require('./smoke');

const LINK_COUNT = sized(10_000, 300);
const SUBDOMAIN = 'bench';
const APP_STORE_ID = '1234567890';

/** The project settings patch (PATCH /api/projects/:id body shape). */
const PROJECT_SETTINGS = {
  appName: 'Bench',
  uriScheme: 'bench',
  ios: { bundleId: 'com.example.bench', teamId: 'TEAM123456', appStoreId: APP_STORE_ID },
  android: { packageName: 'com.example.bench', sha256CertFingerprints: [Array(32).fill('AB').join(':')] },
  deepview: { enabled: false },
};

// Real user agents (test/support/user-agents.ts).
const UA = {
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};
const USER_AGENTS = [UA.desktopChrome, UA.iphoneSafari];

const slugAt = (i) => `b${i.toString(36).padStart(4, '0')}`;
const desktopUrlAt = (i) => `https://example.com/products/${i}?ref=bench`;
const APP_STORE_URL = `https://apps.apple.com/app/id${APP_STORE_ID}`;

/** [{ slug, desktopUrl }] for every seeded link. */
function links() {
  return Array.from({ length: LINK_COUNT }, (_, i) => ({ slug: slugAt(i), desktopUrl: desktopUrlAt(i) }));
}

/** Where a visitor must be sent: iPhone -> App Store (deepview off), desktop -> desktopUrl. */
function expectedLocation(desktopUrl, userAgent) {
  return /iPhone|iPad|iPod/.test(userAgent) ? APP_STORE_URL : desktopUrl;
}

module.exports = { LINK_COUNT, SUBDOMAIN, PROJECT_SETTINGS, UA, USER_AGENTS, links, expectedLocation };
