// getDeferredLink: which link brought this install (POST /api/match), asked once per install.
// The answer, match or not, is remembered in the app's storage; only a failure is asked again.

import { type Debug, describeAnswer } from './debug.js';
import { deviceInfoToSend } from './device-info.js';
import { FerryError } from './errors.js';
import type { LinkHost } from './link-host.js';
import { requestJson, type Transport } from './request.js';
import { readItem, type StorageAdapter, writeItem } from './storage.js';
import type { DeferredLink, DeviceInfo, MatchAnswer } from './types.js';

type MaybeAsync<T> = T | Promise<T>;

export interface DeferredLinkOptions {
  /** Returns the clipboard text. Called only when the server is asked, so iOS shows its paste prompt once. */
  readClipboard?: () => MaybeAsync<string | null | undefined>;
  /** The Play Install Referrer string (Android), or a function returning it. */
  installReferrer?: string | null | (() => MaybeAsync<string | null | undefined>);
  deviceInfo?: DeviceInfo;
}

export interface DeferredContext {
  transport: Transport;
  host: LinkHost;
  /** The app's `subdomain` option: part of the storage key (the body's comes from `host`). */
  subdomainOption: string | undefined;
  storage: StorageAdapter;
  debug: Debug | undefined;
}

interface Remembered {
  v: 1;
  checkedAt: number;
  match: DeferredLink | null;
}

// The clipboard token the deepview copies (16 random bytes, base64url), as the server finds it.
const CLIPBOARD_TOKEN = /[\w-]{22}/;
const MAX_REFERRER = 1024;

export function deferredLinkGetter(ctx: DeferredContext): (options?: DeferredLinkOptions) => Promise<DeferredLink | null> {
  const key = `ferry:deferred-link:${ctx.host.origin}${ctx.subdomainOption ? `#${ctx.subdomainOption}` : ''}`;
  let answer: Promise<DeferredLink | null> | null = null;
  return (options = {}) => {
    // Calls made while the first is under way share it: one request, one paste prompt.
    if (!answer) {
      answer = checkInstall(ctx, key, options);
      answer.catch(() => {
        answer = null; // failed: the next call asks again
      });
    }
    return answer;
  };
}

async function checkInstall(ctx: DeferredContext, key: string, options: DeferredLinkOptions): Promise<DeferredLink | null> {
  const remembered = parseRemembered(await readItem(ctx.storage, key));
  if (remembered) {
    ctx.debug?.log(
      `getDeferredLink: the answer stored under "${key}" (${remembered.match ? remembered.match.slug : 'no match'}); this install asked already, clear that key to ask again`,
    );
    return remembered.match;
  }
  const body: Record<string, unknown> = { deviceInfo: deviceInfoToSend(options.deviceInfo) };
  const clipboard = clipboardTokenOf(await quietly(options.readClipboard));
  if (clipboard) body.clipboard = clipboard;
  const referrer = (await quietly(options.installReferrer))?.trim();
  if (referrer && referrer.length <= MAX_REFERRER) body.installReferrer = referrer;
  // The server finds the project from the host, else from here (an IP address, a *.localhost host).
  if (ctx.host.bodySubdomain) body.subdomain = ctx.host.bodySubdomain;
  const secretKey = ctx.debug?.secretKey;
  if (secretKey) body.debug = true;
  const headers = secretKey ? { authorization: `Bearer ${secretKey}` } : undefined;

  const { body: answer } = await requestJson(ctx.transport, { url: `${ctx.host.apiOrigin}/api/match`, method: 'POST', body, headers });
  const match = matchOf(answer);
  ctx.debug?.log(describeAnswer(answer as MatchAnswer, Boolean(secretKey)));
  const record: Remembered = { v: 1, checkedAt: Date.now(), match };
  await writeItem(ctx.storage, key, JSON.stringify(record));
  return match;
}

/** Only the token leaves the device, never the rest of what the user copied. */
function clipboardTokenOf(text: string | null | undefined): string | undefined {
  return typeof text === 'string' ? CLIPBOARD_TOKEN.exec(text)?.[0] : undefined;
}

/** The app's clipboard or referrer reader failing (permission denied) only loses that signal. */
async function quietly(source: string | null | undefined | (() => MaybeAsync<string | null | undefined>)): Promise<string | null | undefined> {
  try {
    const value = typeof source === 'function' ? await source() : source;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function matchOf(answer: unknown): DeferredLink | null {
  const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (fields.matched === false) return null;
  if (fields.matched === true && typeof fields.deepLink === 'string') {
    // A debug answer's reasons are for the log: the app gets the same match with debug on or off.
    const { reason: _reason, checks: _checks, ...match } = fields;
    return match as unknown as DeferredLink;
  }
  throw new FerryError(200, 'BAD_RESPONSE', 'Ferry answered the match with an unexpected body');
}

function parseRemembered(raw: string | null): Remembered | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Remembered>;
    return value && value.v === 1 && 'match' in value ? (value as Remembered) : null;
  } catch {
    return null; // unreadable: ask the server again rather than lose the deep link
  }
}
