/**
 * A tiny static file server for the browser tests: serves a directory (docs/) on 127.0.0.1 at a free port, with the
 * content types a page needs. Paths outside the directory are refused.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.map': 'application/json', '.png': 'image/png',
};

/** A running server: its base URL and how to stop it. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `root` on a free port of 127.0.0.1. */
export async function serveDirectory(root: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root + sep) && file !== root) return void response.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      return void response.writeHead(404).end('not found');
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
