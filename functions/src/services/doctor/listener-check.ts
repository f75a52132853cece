// Check 5: the internal listener (127.0.0.1:INTERNAL_PORT), where Caddy's on-demand TLS asks
// before it gets a certificate. Nothing answering there means no new certificate for anyone.

import { type DoctorCheck, fail, ok, warn } from './check';

/** Both questions go to a process on this machine: anything slower is as good as no answer. */
export const ASK_TIMEOUT_MS = 2_000;

/** An HTTP GET answering with the status; throws when nothing answers in time. */
export type Get = (url: string) => Promise<number>;

export const httpGet: Get = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  // Read to the end, so the connection is free again at once.
  await res.arrayBuffer();
  return res.status;
};

export const internalUrl = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

function whyNoAnswer(error: unknown): string {
  if ((error as Error | null)?.name === 'TimeoutError') return `no answer within ${ASK_TIMEOUT_MS / 1000} s`;
  // fetch says only "fetch failed"; the socket's reason (ECONNREFUSED) is in its cause.
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return String(cause?.message ?? (error as Error | null)?.message ?? error);
}

/** `up`: Ferry answered there, so the TLS question can be put to it. */
export async function listenerCheck(port: number | null, get: Get): Promise<{ check: DoctorCheck; up: boolean }> {
  const name = 'internal listener';
  if (!port) return { check: warn(name, 'INTERNAL_PORT is 0 or unset: nothing to check'), up: false };
  let status: number;
  try {
    status = await get(internalUrl(port, '/health'));
  } catch (error) {
    const detail = `nothing answers on 127.0.0.1:${port} (${whyNoAnswer(error)}): is the server running? Caddy's on-demand TLS asks there`;
    return { check: fail(name, detail), up: false };
  }
  if (status !== 200) {
    return { check: fail(name, `127.0.0.1:${port}/health answered ${status}: is another program on INTERNAL_PORT?`), up: false };
  }
  return { check: ok(name, `127.0.0.1:${port}/health answers`), up: true };
}
