// Which URL schemes each link field may hold (docs/api.md, "Link fields"). Pure string checks: no DNS here.

const MAX_URL = 2048;
const BLOCKED_DEEPLINK_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

function parse(value: string): URL | null {
  if (value.length > MAX_URL || /[\s\u0000-\u001f]/.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isHttpUrl(value: string): boolean {
  const url = parse(value);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export function isHttpsUrl(value: string): boolean {
  const url = parse(value);
  return !!url && url.protocol === 'https:' && url.hostname !== '';
}

/** App routes use any custom scheme (`acme://product/1`) or https, never a script-bearing one. */
export function isSafeDeepLink(value: string): boolean {
  const url = parse(value);
  return !!url && !BLOCKED_DEEPLINK_SCHEMES.has(url.protocol.toLowerCase());
}
