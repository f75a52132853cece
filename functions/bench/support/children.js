'use strict';
// Server children: each server runs in its own process (its own event loop, its own core if
// there is one) and talks to the bench over IPC: {type:'ready', port} once listening, then
// answers {type:'memory'} and exits on {type:'stop'}. Every wait is bounded.

const { fork } = require('node:child_process');

function waitForMessage(child, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const done = (error, message) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message);
    };
    const onMessage = (message) => message && message.type === type && done(null, message);
    const onExit = (code, signal) => done(new Error(`child exited (${signal ?? code}) while waiting for '${type}'`));
    const timer = setTimeout(() => done(new Error(`no '${type}' from child within ${timeoutMs} ms`)), timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Forks `script`, waits until it listens, and returns { pid, port, ask(type), stop() }. */
async function startChild(script, { env, execArgv = [], timeoutMs = 20_000 } = {}) {
  const child = fork(script, [], { env, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  child.on('error', () => {}); // a send to a dead child: the next wait reports it
  try {
    const { port, internalPort } = await waitForMessage(child, 'ready', timeoutMs);
    return {
      pid: child.pid,
      port,
      internalPort,
      ask(type, askTimeoutMs = 5_000) {
        if (exited || !child.connected) return Promise.reject(new Error(`server child ${child.pid} is gone`));
        const reply = waitForMessage(child, type, askTimeoutMs);
        child.send({ type });
        return reply;
      },
      async stop(stopTimeoutMs = 10_000) {
        if (exited) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        if (child.connected) child.send({ type: 'stop' });
        const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        await gone;
        clearTimeout(timer);
      },
      kill() {
        if (!exited) child.kill('SIGKILL');
      },
    };
  } catch (error) {
    if (!exited) child.kill('SIGKILL');
    throw error;
  }
}

/** The child's side: report the port, answer memory questions, stop on request or orphaning. */
function serveIpc({ port, internalPort, close }) {
  process.on('message', async (message) => {
    if (message?.type === 'memory') {
      // maxRSS is in kilobytes.
      process.send({ type: 'memory', rss: process.memoryUsage().rss, peakRss: process.resourceUsage().maxRSS * 1024 });
    }
    if (message?.type === 'stop') {
      await close();
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ type: 'ready', port, internalPort });
}

module.exports = { startChild, serveIpc };
