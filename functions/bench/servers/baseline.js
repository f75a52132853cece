'use strict';
// Child process: the floor to compare against. Bare node:http, the same slugs in a Map, the
// same 302 and Location as Ferry, no store, no click recording.

const http = require('node:http');
const { links, expectedLocation } = require('../support/fixtures');
const { serveIpc } = require('../support/children');

const desktopUrls = new Map(links().map(({ slug, desktopUrl }) => [slug, desktopUrl]));

const server = http.createServer((req, res) => {
  const desktopUrl = desktopUrls.get(req.url.slice(1));
  if (!desktopUrl) {
    res.writeHead(404).end();
    return;
  }
  const location = expectedLocation(desktopUrl, req.headers['user-agent'] ?? '');
  res.writeHead(302, { Location: location, 'Cache-Control': 'private, no-store' }).end();
});

server.listen(0, '127.0.0.1', () => {
  serveIpc({ port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) });
});
