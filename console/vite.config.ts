// The console is built into the Hosting public folder (hosting/console/), which the
// self-hosted server also serves at BASE_URL/console/ (ADR 0009).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/console/',
  // The typed client from source: no sdk build has to run before the console's.
  resolve: { alias: { '@ferry/sdk/admin': fileURLToPath(new URL('../sdk/src/admin/index.ts', import.meta.url)) } },
  // `npm run dev -w console`: the API of a Ferry running on the default port, same origin.
  server: { proxy: { '/api': 'http://localhost:8080' } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../hosting/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // No data: URLs and no inline polyfill: everything is a file the strict CSP allows as 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
