'use strict';
// The load generator (runs in the bench's own process, never in a server's): autocannon,
// 50 connections, a random seeded slug and a random user agent (desktop Chrome or iPhone
// Safari) per request, with the project host in the Host header.

const http = require('node:http');
const autocannon = require('autocannon');

const CONNECTIONS = 50;

function requestFactory({ slugs, userAgents, host }) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return [
    {
      method: 'GET',
      setupRequest(req) {
        req.path = `/${pick(slugs)}`;
        req.headers = { host, 'user-agent': pick(userAgents) };
        return req;
      },
    },
  ];
}

/**
 * One autocannon run, by `duration` (seconds) or by `amount` (responses). A run by amount
 * ends when every response has arrived, so nothing is left in flight. `limitMs` bounds it.
 */
function run(port, target, { duration, amount, limitMs }) {
  return new Promise((resolve, reject) => {
    const options = {
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      timeout: 10,
      requests: requestFactory(target),
      ...(amount ? { amount } : { duration }),
    };
    const instance = autocannon(options, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve({ ...result, stoppedEarly });
    });
    let stoppedEarly = false;
    const guard = setTimeout(() => {
      stoppedEarly = true;
      instance.stop();
    }, limitMs);
  });
}

/** Summary of a run: rate from completed responses over wall time, latency percentiles in ms. */
function summarize(result) {
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    seconds: result.duration,
    responses,
    reqPerSec: responses / result.duration,
    /** The best one-second sample: after a short warm-up, closer to the settled rate than the mean. */
    bestSecond: result.requests.max,
    p50: result.latency.p50,
    p99: result.latency.p99,
    s2xx: result['2xx'],
    s3xx: result['3xx'],
    // Anything that is not a redirect or a page: 1xx, 4xx, 5xx, socket errors, timeouts.
    bad: result['1xx'] + result['4xx'] + result['5xx'] + result.errors + result.timeouts,
    stoppedEarly: result.stoppedEarly,
  };
}

/** A plain GET, for the correctness check before the load. */
function get(port, path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
  });
}

module.exports = { CONNECTIONS, run, summarize, get };
