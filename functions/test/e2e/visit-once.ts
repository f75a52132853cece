// One visit to a short link of a server started by a test: the status, or the error code when
// no answer came (a server killed mid-request). A desktop browser, so an answer is a 302.
import { request } from 'node:http';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

export function visitOnce(port: number, subdomain: string, slug: string): Promise<number | string> {
  return new Promise((resolve) => {
    // Unset, SHORT_DOMAIN follows the port the server got: the project's host names it.
    const headers = { host: `${subdomain}.localhost:${port}`, 'user-agent': DESKTOP };
    const req = request({ host: '127.0.0.1', port, path: `/${slug}`, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}
