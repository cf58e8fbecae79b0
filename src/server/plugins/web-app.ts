import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '../../shared/contracts/endpoint';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isHashedAsset(webRoot: string, filePath: string): boolean {
  return path.relative(webRoot, filePath).split(path.sep)[0] === 'assets';
}

/**
 * Serves the built single-page app when it exists, with index.html for every non-API path so
 * client-side routes survive a reload. Unknown API paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (vite.config.ts).
      preCompressed: true,
      // Vite names every built asset by its content hash, so an asset never changes under its name.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', isHashedAsset(webRoot, filePath) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (hasWebApp && request.method === 'GET' && !pathname.startsWith(API_ROOT)) {
      // Hashed assets may be cached for good; the page that names them may not.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ message: `No API route ${request.method} ${pathname}.` });
  });
}
