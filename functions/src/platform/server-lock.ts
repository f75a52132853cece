// "A server is using this data directory": each self-hosted server writes
// `server-<pid>.lock` in DATA_DIR while it runs and removes it on close (and on exit).
// `ferry restore` refuses while one is live. A server killed with SIGKILL leaves its file
// behind; a file whose process is gone (or that names the caller's own pid without being its
// own, e.g. pid 1 in a new container) is stale and is removed by the next check. The file
// also says where the server is reached (its port, its BASE_URL), so a CLI command run
// without the server's settings can still name the console the server serves.

import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_NAME = /^server-(\d+)\.lock$/;

export interface ServerLock {
  pid: number;
  port: number;
  startedAt: string;
  /** The server's BASE_URL once listening; absent in files written before it was recorded. */
  baseUrl?: string;
}

/** Lock files this process wrote: its own pid in any other file is a stale one from before. */
const heldHere = new Set<string>();

function isAlive(pid: number, file: string): boolean {
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is still a live server.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes this process's lock; the returned function removes it (safe to call twice). */
export function holdServerLock(dataDir: string, port: number, baseUrl?: string): () => void {
  const file = join(dataDir, `server-${process.pid}.lock`);
  const lock: ServerLock = { pid: process.pid, port, startedAt: new Date().toISOString(), ...(baseUrl ? { baseUrl } : {}) };
  writeFileSync(file, JSON.stringify(lock));
  heldHere.add(file);
  const release = () => {
    process.off('exit', release);
    heldHere.delete(file);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}

/** The live servers using `dataDir`; stale lock files found on the way are deleted. */
export function liveServers(dataDir: string): ServerLock[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  const live: ServerLock[] = [];
  for (const name of names) {
    const pid = Number(LOCK_NAME.exec(name)?.[1]);
    if (!pid) continue;
    const file = join(dataDir, name);
    if (!isAlive(pid, file)) {
      try {
        unlinkSync(file);
      } catch {
        // removed by someone else meanwhile
      }
      continue;
    }
    try {
      live.push({ ...(JSON.parse(readFileSync(file, 'utf8')) as ServerLock), pid });
    } catch {
      live.push({ pid, port: 0, startedAt: '' });
    }
  }
  return live;
}
