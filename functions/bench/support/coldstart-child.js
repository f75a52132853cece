'use strict';
// One cold start, in a fresh process (bench/coldstart.js runs this file once per sample).
// COLDSTART_MODE: floor | entry (module load only, ms of require) or redirect | match | api
// (ms from process start, performance.timeOrigin, to the first byte of the answer, through the
// exported function's handler as the Functions framework calls it). Prints one JSON line.

const { performance } = require('node:perf_hooks');
const http = require('node:http');

const mode = process.env.COLDSTART_MODE;
const print = (result) => process.stdout.write(`${JSON.stringify(result)}\n`);

if (mode === 'floor' || mode === 'entry') {
  const started = performance.now();
  require(mode === 'floor' ? 'firebase-functions/v2/https' : '../../lib/index.js');
  print({ ms: performance.now() - started, modules: Object.keys(require.cache).length });
  process.exit(0);
}

const entry = require('../../lib/index.js');
const REQUESTS = {
  redirect: { method: 'GET', path: `/${process.env.COLDSTART_SLUG}`, headers: {} },
  match: {
    method: 'POST',
    path: '/api/match',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceInfo: { platform: 'ios', osVersion: '17.4', screen: { width: 390, height: 844 } } }),
  },
  api: { method: 'GET', path: '/api/links', headers: { authorization: `Bearer ${process.env.COLDSTART_SECRET_KEY}` } },
};
const request = REQUESTS[mode];
const handler = entry[mode];
// As the Functions framework: the body is read into req.rawBody before the handler runs.
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    req.rawBody = Buffer.concat(chunks);
    handler(req, res);
  });
});
server.listen(0, '127.0.0.1', () => {
  const headers = {
    host: process.env.COLDSTART_HOST,
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'x-forwarded-for': '203.0.113.7, 10.0.0.1',
    ...request.headers,
  };
  const req = http.request({ host: '127.0.0.1', port: server.address().port, method: request.method, path: request.path, headers }, (res) => {
    const ms = performance.now();
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => {
      print({ ms, status: res.statusCode, location: res.headers.location ?? null, body: body.slice(0, 200) });
      process.exit(0);
    });
  });
  req.end(request.body);
});
