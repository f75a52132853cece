'use strict';
// Ferry as an operator runs it: `ferry serve --json` (lib/cli.js) in its own process, with
// WORKERS=N forking N workers on one port. Started on the server core when pinning (what it forks
// inherits it); stopped with SIGTERM, as systemd does. Every wait is bounded.

const { spawn } = require('node:child_process');
const http = require('node:http');
const { join } = require('node:path');
const { onServerCore } = require('./pin');
const { processTree, treeCpuSeconds } = require('./process-tree');

const CLI = join(__dirname, '..', '..', 'lib', 'cli.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const health = (port) =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/health', agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
const killAll = (pids) =>
  pids.forEach((pid) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });

/** Resolves { pid, port, workers, cpuSeconds(), stop() } once the first worker listens and all N run. */
async function startFerry(env, { workers = 1, timeoutMs = 30_000 } = {}) {
  const [command, ...args] = onServerCore([process.execPath, CLI, 'serve', '--json']);
  const child = spawn(command, args, { env: { ...env, PORT: '0', WORKERS: String(workers) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`ferry serve did not listen within ${timeoutMs} ms\n${stderr}`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      resolve(JSON.parse(out.split('\n')[0]).port);
    });
    void exited.then((how) => (clearTimeout(timer), reject(new Error(`ferry serve ended (${how}) before listening\n${stderr}`))));
  });
  // The other workers fork once the first listens. A worker is handed connections as soon as it
  // listens, and answers 503 until its store is open. Ready: all forked, then 20 connections in a
  // row (taken in turn by the workers) served, once a 503 was seen or 2 s after the last fork.
  const deadline = Date.now() + timeoutMs;
  for (let served = 0, forkedAt = 0, refused = false; workers > 1 && (served < 20 || !(refused || Date.now() - forkedAt > 2_000)); ) {
    if (Date.now() > deadline) throw new Error(`${workers} workers did not all serve within ${timeoutMs} ms\n${stderr}`);
    if (!forkedAt && processTree(child.pid).length > workers) forkedAt = Date.now();
    const status = forkedAt ? await health(port) : 0;
    refused ||= status === 503;
    served = status === 200 ? served + 1 : 0;
    if (status !== 200) await sleep(20);
  }
  return {
    pid: child.pid,
    port,
    workers,
    cpuSeconds: () => treeCpuSeconds(child.pid),
    async stop() {
      const tree = processTree(child.pid);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => killAll(tree), 15_000);
      const how = await exited;
      clearTimeout(timer);
      if (how !== 0) throw new Error(`ferry serve stopped with ${how}\n${stderr}`);
    },
    kill: () => killAll(processTree(child.pid)),
  };
}

module.exports = { startFerry };
