// Reads the console's built files from one directory, safely: no path leaves it, no dot-file
// is served. Bodies (and their gzip) are kept in memory per file version (size + mtime), so a
// rebuild while the server runs is picked up and an unchanged file is read once.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

export interface StaticFile {
  contentType: string;
  body: Buffer;
  /** Present for text types worth compressing. */
  gzip?: Buffer;
  etag: string;
}

const cache = new Map<string, { version: string; file: StaticFile }>();

/** `relative` is the URL path below the folder, e.g. `assets/index-Ab12.js`. */
export async function readStaticFile(dir: string, relative: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (!decoded || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((part) => part === '' || part.startsWith('.'))) return null;
  const root = resolve(dir);
  const path = resolve(root, decoded);
  if (!path.startsWith(root + sep)) return null;

  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const version = `${info.size}:${info.mtimeMs}`;
  const known = cache.get(path);
  if (known?.version === version) return known.file;

  const body = await readFile(path);
  const ext = extname(path).toLowerCase();
  const file: StaticFile = {
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    body,
    gzip: COMPRESSIBLE.has(ext) && body.length > 512 ? gzipSync(body) : undefined,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
  cache.set(path, { version, file });
  return file;
}
