// ferry serve: the self-hosted server, as `npm start`. A busy port is one line and exit 3
// (platform/listen-error.ts), never a stack trace. Under --json the start is one JSON line.

import type { Verb } from './command';

export const serveVerb: Verb = {
  usage: '   (start the server: PORT, HOST, DATA_DIR... as for npm start)',
  async run(ctx) {
    // Under --json stdout holds only the JSON line; the server's own lines go to stderr.
    const log = ctx.json ? (line: string) => void ctx.stderr.write(`${line}\n`) : console.log;
    // Loaded here: the HTTP app and its routes are half the CLI's start-up time otherwise.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startServer, runWorkers } = require('../server') as typeof import('../server');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { isPrimaryOf, speaksForStart } = require('../platform/workers') as typeof import('../platform/workers');
    // WORKERS > 1: this process forks the workers, each runs `ferry serve` again as one Ferry.
    if (isPrimaryOf(ctx.config.workers)) return process.exit(await runWorkers(ctx.config, log));
    const server = await startServer(ctx.config, log);
    if (ctx.json && speaksForStart()) {
      console.log(JSON.stringify({ listening: `http://${ctx.config.host}:${server.port}`, port: server.port, store: ctx.config.store, demo: server.demo }));
    }
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return null;
  },
};
