// A real PostgreSQL for the tests: Debian's server binaries (`postgresql`, installed by
// scripts/ensure-debian-tools.sh when missing), a cluster made with initdb in a temporary folder,
// listening on its own port on 127.0.0.1, stopped and deleted after. PostgreSQL refuses to run as
// root, so as root the cluster belongs to the `postgres` user the package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

export interface PostgresCluster {
  port: number;
  /** A `postgres://` URL of the database `name` (made by createDatabase) as the cluster's superuser. */
  url(database: string, options?: { password?: string }): string;
  /** A new empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop (fast: connections are cut) and start again on the same port and data. */
  stop(): void;
  start(): void;
  /** Stops the server and deletes the folder. */
  close(): void;
  /** The postmaster's process id (from its postmaster.pid): for pinning it and counting its CPU. */
  pid(): number;
}

export const POSTGRES_USER = 'ferry';
export const POSTGRES_PASSWORD = 'ferry-test-password';

/** The newest server version Debian installed (/usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error("PostgreSQL's server is not installed: run functions/scripts/ensure-debian-tools.sh postgresql (apt-get install postgresql)");
  return join(root, versions[0], 'bin');
}

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's durability settings (fsync, synchronous_commit, full_page_writes as shipped):
   * a commit waits for its WAL flush, as in production. For benchmarks; tests leave it off.
   */
  durable?: boolean;
}

export async function startPostgresCluster({ durable = false }: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'ferry-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args;
    const result = spawnSync(asRoot ? 'runuser' : join(bin, command), argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  writeFileSync(join(dir, 'pwfile'), POSTGRES_PASSWORD);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  else chownSync(dir, process.getuid!(), process.getgid!());
  // Password sign-in even on 127.0.0.1, as a real deployment has: a wrong password is testable.
  run('initdb', ['-D', data, '-U', POSTGRES_USER, '--pwfile', join(dir, 'pwfile'), '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // fsync off: the tests' cluster is thrown away; durability is PostgreSQL's, not under test here.
  // A benchmark asks for durable: its figures must include the commit's WAL flush.
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast} -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const url = (database: string, { password = POSTGRES_PASSWORD } = {}) =>
    `postgres://${POSTGRES_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let running = true;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    close() {
      if (running) stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
  };
}
