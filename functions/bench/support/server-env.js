'use strict';
// What every benchmark's Ferry server is given: on 127.0.0.1, links on `<sub>.localhost`, plain
// http, no proxy to trust and no country header (the load comes straight from the generator),
// and warnings only (one line per request would flood the terminal; LOG_LEVEL=info measures
// their cost). Each benchmark adds its store and the rate limits it turns off.

const LOCAL_SERVER_ENV = {
  HOST: '127.0.0.1',
  SHORT_DOMAIN: 'localhost',
  PUBLIC_SCHEME: 'http',
  TRUST_PROXY: '0',
  COUNTRY_HEADER: '',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

module.exports = { LOCAL_SERVER_ENV };
