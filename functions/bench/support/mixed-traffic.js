'use strict';
// The soak's traffic: what a deployed Ferry serves, in one mix. Each request is
// picked by weight and checked against the answer it must get; keep-alive connections, like a
// proxy in front of the server.

const http = require('node:http');

const UA = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  app: 'Soak/1.0 CFNetwork/1494.0.7 Darwin/23.4.0',
};

/** [weight, name, build(ctx) -> {method, path, headers, body}, expected statuses]. */
const MIX = [
  [50, 'desktop redirect', (c) => visit(c, UA.desktop), [302]],
  [20, 'iPhone deepview', (c) => visit(c, UA.iphone), [200]],
  [10, 'Android', (c) => visit(c, UA.android), [200, 302]],
  [
    10,
    'match',
    (c) => ({ method: 'POST', path: '/api/match', headers: json(c), body: JSON.stringify({ subdomain: c.subdomain, deviceInfo: { userAgent: UA.app } }) }),
    [200],
  ],
  [
    5,
    'API create',
    (c) => ({
      method: 'POST',
      path: '/api/links',
      headers: { ...json(c), authorization: `Bearer ${c.key}` },
      body: JSON.stringify({ title: 'Soak', deepLink: `soak://item/${(c.made += 1)}` }),
    }),
    [200],
  ],
  [5, 'API list', (c) => ({ method: 'GET', path: '/api/links?limit=20', headers: { host: c.apiHost, authorization: `Bearer ${c.key}` } }), [200]],
];
// SOAK_ONLY=<name>[,<name>] narrows the mix (to find which part of it a problem comes from).
const only = process.env.SOAK_ONLY ? new Set(process.env.SOAK_ONLY.split(',')) : null;
if (only) MIX.splice(0, MIX.length, ...MIX.filter(([, name]) => only.has(name)));
const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

function visit(c, userAgent) {
  return { method: 'GET', path: `/${c.slugs[Math.floor(Math.random() * c.slugs.length)]}`, headers: { host: c.linkHost, 'user-agent': userAgent } };
}
const json = (c) => ({ host: c.apiHost, 'content-type': 'application/json' });

function pick() {
  let roll = Math.random() * TOTAL;
  for (const entry of MIX) if ((roll -= entry[0]) < 0) return entry;
  return MIX[0];
}

/** One request; resolves {name, ms, status, ok} (status 0: a network error or a timeout, `failure` its code). */
function send(port, agent, ctx) {
  const [, name, build, expected] = pick();
  const { method, path, headers, body } = build(ctx);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status, failure) =>
      resolve({ name, ms: performance.now() - started, status, ok: expected.includes(status), ...(failure ? { failure } : {}) });
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    // On a reused keep-alive socket, a reset is the idle-close race every HTTP/1.1 client meets
    // (the server closed it as the request left); browsers send such a request again.
    req.on('error', (error) => done(0, `${error.code ?? error.message}${req.reusedSocket ? ' on a reused keep-alive socket' : ''}`));
    req.end(body);
  });
}

const agent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });

module.exports = { MIX, send, agent };
