// A cold start pays for what the built entry (lib/index.js) loads before its first request:
// the Hono app and firebase-functions, not the modules only some requests need. Measured in a
// fresh Node process, as Cloud Functions load it.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const functionsDir = join(__dirname, '..', '..');

/** Needed by some requests of some groups only, so each loads on first use. */
const HEAVY = {
  qrcode: /node_modules\/qrcode\//,
  'csv-parse': /node_modules\/csv-parse\//,
  busboy: /node_modules\/busboy\//,
  maxmind: /node_modules\/maxmind\//,
  'better-sqlite3': /node_modules\/better-sqlite3\//,
  'firebase-admin/firestore': /node_modules\/(firebase-admin\/lib\/firestore|@google-cloud\/firestore)\//,
  // GET /api/openapi.json and /api/docs build the document and read the renderer on first use.
  'the OpenAPI document builder': /\/lib\/http\/openapi\//,
  'swagger-ui-dist': /node_modules\/swagger-ui-dist\//,
};

const PROBE = `
const started = process.hrtime.bigint();
const entry = require('./lib/index.js');
const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(JSON.stringify({ ms, exports: Object.keys(entry), modules: Object.keys(require.cache) }));
`;

/** What a group's first request loads (index.ts requires lib/entry/<group>.js then). */
const GROUP_PROBE = (group: string) => `
require('./lib/index.js');
require('./lib/entry/${group}.js');
console.log(JSON.stringify(Object.keys(require.cache)));
`;

/** The management API's own modules: no other function loads them. */
const MANAGEMENT = {
  'the management routes': /\/lib\/http\/(groups\/api|routes\/(links|bulk|bulk-csv|qr|referrals|custom-domain|projects|exports|analytics|campaigns))\.js$/,
  'the referral services': /\/lib\/services\/referrals\.js$/,
  'the bulk and CSV services': /\/lib\/services\/(bulk-links|csv-links|csv-upload)\.js$/,
  qrcode: HEAVY.qrcode,
  'csv-parse': HEAVY['csv-parse'],
  busboy: HEAVY.busboy,
  zod: /node_modules\/zod\//,
};

describe('built Cloud Functions entry (lib/index.js)', () => {
  let loaded: { ms: number; exports: string[]; modules: string[] };

  beforeAll(() => {
    // No STORE, no pepper, no emulator: loading must not need any of them.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: 'demo-ferry' };
    loaded = JSON.parse(execFileSync(process.execPath, ['-e', PROBE], { cwd: functionsDir, env, encoding: 'utf8', timeout: 30_000 }));
  });

  it('exports every HTTPS function and scheduled job', () => {
    expect(loaded.exports.sort()).toEqual([
      'api',
      'checkLinkHealth',
      'deliverWebhooks',
      'expireMatches',
      'foldClicks',
      'match',
      'pixel',
      'pollHostingNames',
      'raiseClickEvents',
      'redirect',
      'rollMonthlyUsage',
      'webhookTasks',
      'wellKnown',
    ]);
  });

  it('loads in well under 1.5 s', () => {
    // About 0.4 s on the project's 2-core machine; the bound leaves room for a loaded CI run.
    expect(loaded.ms).toBeLessThan(1500);
  });

  it.each(Object.entries(HEAVY))('does not load %s at module load', (_name, path) => {
    expect(loaded.modules.filter((file) => path.test(file))).toEqual([]);
  });
});

describe.each(['redirect', 'match', 'pixel', 'well-known'])('the %s function on its first request', (group) => {
  let modules: string[];

  beforeAll(() => {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: 'demo-ferry' };
    modules = JSON.parse(execFileSync(process.execPath, ['-e', GROUP_PROBE(group)], { cwd: functionsDir, env, encoding: 'utf8', timeout: 30_000 }));
  });

  it('loads its own routes', () => {
    expect(modules.some((file) => file.endsWith(`/lib/http/routes/${group}.js`))).toBe(true);
  });

  it.each(Object.entries(MANAGEMENT).filter(([name]) => !(group === 'match' && name === 'zod')))('does not load %s', (_name, path) => {
    // The match body is checked by its zod schema; the other groups read no JSON body.
    expect(modules.filter((file) => path.test(file))).toEqual([]);
  });
});
