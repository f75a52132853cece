// A browser as far as single sign-on needs one: fetch with a cookie jar per host and redirects
// left to the test, so it sees each hop (Ferry's start, the provider, Ferry's callback) and can
// stop, replay or alter one. Paths and expiry dates of cookies are ignored: a cookie is
// kept by host until it is cleared, which is all these flows need.

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  setCookie: string[];
}

export class Browser {
  readonly jar = new Map<string, Map<string, string>>();

  private cookies(host: string): Map<string, string> {
    let jar = this.jar.get(host);
    if (!jar) this.jar.set(host, (jar = new Map()));
    return jar;
  }

  cookie(url: string, name: string): string | undefined {
    return this.cookies(new URL(url).host).get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    this.cookies(new URL(url).host).set(name, value);
  }

  /** One request; its Set-Cookie answers go into the jar (Max-Age=0 or an empty value clears). */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response & { hop: Hop }> {
    const target = new URL(url);
    const jar = this.cookies(target.host);
    const headers: Record<string, string> = { ...init.headers };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const body = init.form ? new URLSearchParams(init.form).toString() : init.json !== undefined ? JSON.stringify(init.json) : undefined;
    const res = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    const setCookie = res.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      const cleared = value === '' || attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()));
      if (cleared) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    const hop = { url, status: res.status, location: location === null ? null : new URL(location, url).href, setCookie };
    return Object.assign(res, { hop });
  }
}
