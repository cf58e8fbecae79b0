import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '../../shared/contracts/endpoint';
import type { AppConfig } from '../config';
import { tileImageSource } from '../../shared/rules/map-tiles';

type CspDirectives = Record<string, string[]>;

/**
 * What the portal's pages may load: their own scripts and styles, the map tiles' images, the
 * captcha's proof-of-work worker (started from a blob URL), and nothing may frame them. Styles keep
 * 'unsafe-inline' because MUI and Leaflet set element styles at run time; scripts never do.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'mapTileUrl' | 'publicUrl'>): CspDirectives {
  const tiles = tileImageSource(config.mapTileUrl);
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isHttps(config.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function isHttps(url: string): boolean {
  return url.toLowerCase().startsWith('https:');
}

/**
 * Security headers on every answer, and `Cache-Control: no-store` on API answers, which carry
 * tokens or someone's data and must not stay in a shared or browser cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Only for a portal served over HTTPS: HSTS on plain HTTP would be ignored, or lock a test host out.
    strictTransportSecurity: isHttps(config.publicUrl)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Cross-origin requests (the map tiles) get the origin only, never a path or query with ids.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${API_ROOT}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
