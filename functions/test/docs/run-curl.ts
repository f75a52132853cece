// Runs one documented command with bash and the real curl binary, the way a reader would paste
// it, and reads back what curl got: status, headers and body.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CurlResult {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: unknown;
}

/** Fails with a clear message when curl is missing: the test installs nothing itself. */
export function requireCurl(): void {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('The docs examples run the real `curl`, which is not on PATH. Install it (Debian: apt-get install curl); this test installs nothing.');
  }
}

function bash(script: string, env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  // A clean environment: no proxy settings or curlrc of the machine take part.
  const fullEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), ...env };
  return new Promise((resolve, reject) => {
    execFile('bash', ['-c', script], { env: fullEnv, timeout: 10_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${script}\nfailed: ${error.message}${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

/**
 * `export NAME=VALUE [NAME2=VALUE2 ...]` or `NAME=VALUE`: bash evaluates the values; returns
 * every [NAME, value] assigned, or null for a command that assigns nothing.
 */
export async function runAssignment(command: string, env: Record<string, string>): Promise<[string, string][] | null> {
  if (!/^(?:export\s+)?[A-Za-z_]\w*=/.test(command)) return null;
  const unquoted = command.replace(/'[^']*'|"[^"]*"/g, '');
  const names = [...unquoted.matchAll(/(?:^|\s)([A-Za-z_]\w*)=/g)].map((m) => m[1]!);
  // NUL-separated: a value may hold anything but that.
  const { stdout } = await bash(`${command}\nprintf '%s\\0' ${names.map((name) => `"$${name}"`).join(' ')}`, env);
  const values = stdout.split('\0');
  return names.map((name, i) => [name, values[i]!]);
}

/** `extraArgs`: curl options the test adds before the doc's own (e.g. `--connect-to`), never shown in a doc. */
export async function runCurl(command: string, env: Record<string, string>, extraArgs = ''): Promise<CurlResult> {
  if (!/^curl\s/.test(command)) throw new Error(`only curl and variable assignments run here: ${command}`);
  if (/[;|&`]|\$\(/.test(command.replace(/'[^']*'|"[^"]*"/g, ''))) throw new Error(`only simple commands run here: ${command}`);
  const dir = mkdtempSync(join(tmpdir(), 'ferry-docs-curl-'));
  try {
    const head = join(dir, 'headers');
    const body = join(dir, 'body');
    // -q first (no curlrc); our output options last, after everything the doc wrote. A doc's
    // -O/-J (save under the server's file name) would compete with our -o: dropped, the body
    // is read back here instead.
    const args = command.slice(4).replace(/\s-(?:OJ|JO|O|J)(?=\s)/g, '');
    const script = `curl -q${extraArgs ? ` ${extraArgs}` : ''}${args} -sS -o '${body}' -D '${head}' -w '%{http_code}'`;
    const { stdout } = await bash(script, env);
    const headerText = readFileSync(head, 'utf8');
    let text = readFileSync(body, 'utf8');
    // With -i the headers are in the body too.
    if (text.startsWith(headerText)) text = text.slice(headerText.length);
    return { status: Number(stdout), headers: parseHeaders(headerText), body: text, json: parseJson(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/).slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Keys the doc shows (recursively; `"..."` stands for "more") that the answer lacks. */
export function missingKeys(shown: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path || '(answer)'} is not an array`];
    return shown.length > 0 && actual.length > 0 ? missingKeys(shown[0], actual[0], `${path}[0]`) : [];
  }
  if (!shown || typeof shown !== 'object') return [];
  if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return [`${path || '(answer)'} is not an object`];
  const missing: string[] = [];
  for (const [key, value] of Object.entries(shown)) {
    if (key === '...') continue;
    const where = path ? `${path}.${key}` : key;
    if (!(key in actual)) missing.push(where);
    else missing.push(...missingKeys(value, (actual as Record<string, unknown>)[key], where));
  }
  return missing;
}
