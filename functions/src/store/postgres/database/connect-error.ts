// What a failed first connection means, in one line that names the setting to fix. The driver's
// own messages ("connect ECONNREFUSED", "password authentication failed for user") name neither
// the setting nor, for a refused connection, which server was tried.

export class PostgresStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostgresStartError';
  }
}

export function describeConnectError(error: unknown, url: string): PostgresStartError {
  const { host, port, user, database } = partsOf(url);
  const at = `PostgreSQL at ${host}:${port}`;
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : '';
  const detail = typeof e?.message === 'string' ? e.message : String(error);
  const line = (() => {
    if (code === 'ECONNREFUSED') return `${at} refused the connection: is it running and listening on that port?`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host ${host} of DATABASE_URL could not be resolved`;
    if (code === '28P01') return `${at} refused the password of user "${user}"`;
    if (code === '28000') return `${at} does not let user "${user}" in: ${detail}`;
    if (code === '3D000') return `${at} has no database "${database}": create it (createdb ${database}) or fix the name`;
    if (/timeout/i.test(detail) || code === 'ETIMEDOUT') return `${at} did not answer in time`;
    return `${at} could not be used: ${detail}`;
  })();
  return new PostgresStartError(`Cannot open the PostgreSQL store (DATABASE_URL): ${line}${line.endsWith('?') ? '' : '.'}`);
}

function partsOf(url: string): { host: string; port: string; user: string; database: string } {
  try {
    const parsed = new URL(url);
    return {
      host: parsed.hostname || 'localhost',
      port: parsed.port || '5432',
      user: decodeURIComponent(parsed.username) || 'the default user',
      database: decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username),
    };
  } catch {
    return { host: '?', port: '?', user: '?', database: '?' };
  }
}
