// A small static server for benchmarks: serves a build the way Firebase Hosting does for this app
// (exact file, then `<path>.html` as with cleanUrls, then the SPA shell), gzip-compressed, with
// long-lived caching for hashed assets. Not for production: Hosting serves the real site.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file Hosting would answer `pathname` with, given firebase.json's cleanUrls and rewrite. */
async function resolveFile(root, pathname, fallback) {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, clean), path.join(root, `${clean.replace(/\/$/, '')}.html`)];
  if (clean.endsWith('/')) candidates.push(path.join(root, clean, 'index.html'));
  for (const file of candidates) {
    if (file.startsWith(root) && (await isFile(file))) return file;
  }
  return path.join(root, fallback);
}

/**
 * Starts the server on a free port of 127.0.0.1; resolves to { url, close }.
 * `fallback` is the shell served for routes that have no file (the client renders them).
 */
export async function serveStatic(root, { fallback = 'index.html' } = {}) {
  const absoluteRoot = path.resolve(root);
  const cache = new Map();
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = await resolveFile(
        absoluteRoot,
        pathname === '/' ? '/index.html' : pathname,
        fallback,
      );
      const extension = path.extname(file);
      const gzip =
        compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const key = `${file}:${gzip}`;
      if (!cache.has(key)) {
        const body = await readFile(file);
        cache.set(key, gzip ? gzipSync(body, { level: 9 }) : body);
      }
      const body = cache.get(key);
      response.writeHead(200, {
        'Content-Type': types[extension] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
