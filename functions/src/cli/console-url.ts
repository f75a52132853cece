// Which console a set-password link names. The CLI is often run in a shell that lacks the
// server's settings (`PORT=9080 npm start`, then `ferry user create` in another terminal), and
// a link built from the CLI's own defaults would name a port nothing listens on. A server
// records its BASE_URL in its lock file in DATA_DIR (platform/server-lock.ts), so the link
// follows the server that serves this store; only with none running do the CLI's settings count.

import type { Config } from '../config';
import { liveServers } from '../platform/server-lock';

export interface ConsoleUrl {
  baseUrl: string;
  /** Said to the operator when the link may not be the one people can open. */
  note?: string;
}

export function consoleBaseUrl(config: Config): ConsoleUrl {
  const servers = config.store === 'sqlite' ? liveServers(config.dataDir).filter((s) => s.baseUrl) : [];
  // The newest start wins: an older lock file is a server on its way out.
  const server = servers.sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0];
  if (server?.baseUrl) {
    if (config.listenDefaults.baseUrl || config.baseUrl === server.baseUrl) return { baseUrl: server.baseUrl };
    return {
      baseUrl: server.baseUrl,
      note: `BASE_URL here is ${config.baseUrl}, but the server running on this DATA_DIR (pid ${server.pid}) serves the console at ${server.baseUrl}: the link names the server's.`,
    };
  }
  if (!config.listenDefaults.baseUrl) return { baseUrl: config.baseUrl };
  return {
    baseUrl: config.baseUrl,
    note:
      `No running server uses DATA_DIR ${config.dataDir} and BASE_URL is unset, so the link assumes the console at ${config.baseUrl} (PORT ${config.port}). ` +
      'If the server runs with another PORT or BASE_URL, run this command with the same settings.',
  };
}
