'use strict';
// Child process: the real self-hosted Ferry server (lib/server.js), configured from the
// environment the bench passes (STORE=sqlite, DATA_DIR=<temp>, PORT=0, SHORT_DOMAIN=localhost).

const { loadConfig } = require('../../lib/config');
const { startServer } = require('../../lib/server');
const { serveIpc } = require('../support/children');

startServer(loadConfig(process.env, 'self-hosted'), () => {})
  .then(serveIpc)
  .catch((error) => {
    console.error('ferry server failed to start:', error);
    process.exit(1);
  });
