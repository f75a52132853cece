// What the console's browser tests do as a person or a visitor: sign in with the project's
// secret key, and visit a short link over HTTP (a click for Analytics to show). The shared parts
// (a fresh Ferry, the console's build, the screenshot matrix) are functions' browser helpers.
import { request } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { UA } from '../../../functions/test/support/user-agents';

/** One visit of a short link as desktop Chrome, over plain HTTP with the link host's name. */
export function visit(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host, 'user-agent': UA.desktopChrome } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Sign-in with the project's secret key, which waits behind its button wherever people sign in
 * another way (a self-hosted server always offers Ferry's own accounts).
 */
export async function signInWithKey(page: Page, key: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with a secret key' }).click();
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in with key' }).click();
}

/**
 * The names of the elements by the rows they are laid out in, top to bottom: boxes that overlap
 * vertically share a row. Within a row, names keep the order they were given in.
 */
export async function rowsOf(named: Record<string, Locator>): Promise<string[][]> {
  const boxes: { name: string; top: number; bottom: number }[] = [];
  for (const [name, locator] of Object.entries(named)) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${name} is not shown`);
    boxes.push({ name, top: box.y, bottom: box.y + box.height });
  }
  const order = boxes.map((b) => b.name);
  const rows: { bottom: number; names: string[] }[] = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    const row = rows.at(-1);
    if (row && box.top < row.bottom - 1) {
      row.names.push(box.name);
      row.bottom = Math.max(row.bottom, box.bottom);
    } else rows.push({ bottom: box.bottom, names: [box.name] });
  }
  return rows.map((r) => r.names.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
}
