// What the console's browser tests do as a person or a visitor: sign in with the project's
// secret key, and visit a short link over HTTP (a click for Analytics to show). The shared parts
// (a fresh Ferry, the console's build, the screenshot matrix) are functions' browser helpers.
import { request } from 'node:http';
import type { Page } from 'playwright-core';
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
