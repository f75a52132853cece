#!/usr/bin/env node
// Writes Ferry's OpenAPI document to docs/openapi.json (npm run openapi), the file the typed
// client in sdk/ is generated from and other languages can generate theirs from. With --check
// it only compares and exits 1 when the committed file has drifted from the code.
// Reads the build output: run `npm run build` first (the npm script does).

'use strict';

const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { buildOpenApiDocument } = require('../lib/http/openapi/build-document');

/** The self-hosted defaults of SHORT_DOMAIN and PUBLIC_SCHEME, so the file does not depend on who built it. */
const HOSTS = { shortDomain: 'localhost:8080', publicScheme: 'http' };
const FILE = join(__dirname, '..', '..', 'docs', 'openapi.json');

const text = `${JSON.stringify(buildOpenApiDocument({ hosts: HOSTS }), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(FILE, 'utf8');
  } catch {
    // missing: reported below as drift
  }
  if (committed !== text) {
    console.error('docs/openapi.json differs from the code: run `npm run openapi -w functions` and commit it');
    process.exit(1);
  }
} else {
  writeFileSync(FILE, text);
  console.log(`wrote ${FILE}`);
}
