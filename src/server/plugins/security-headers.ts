import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '../../shared/contracts/endpoint';
import type { AppConfig } from '../config';
import { tileImageSource } from '../../shared/rules/map-tiles';

type CspDirectives = Record<string, string[]>;

/*
 * What Stripe.js and its Payment Element need, as Stripe's security guide lists them: the script from
 * js.stripe.com (never bundled), its frames there and on hooks.stripe.com (card and bank fields, 3-D
 * Secure, the bank-account linking of Financial Connections) and its calls to api.stripe.com. The
 * sandbox's form is the portal's own and needs none of it.
 */
const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * What the portal's pages may load: their own scripts and styles, the map tiles' images, the
 * captcha's proof-of-work worker (started from a blob URL), Stripe when it takes the payments, and
 * nothing may frame them. Styles keep 'unsafe-inline' because MUI and Leaflet set element styles at
 * run time; scripts never do.
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'mapTileUrl' | 'publicUrl' | 'payments'>,
): CspDirectives {
  const tiles = tileImageSource(config.mapTileUrl);
  const stripe = config.payments.provider === 'stripe';
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_SOURCES['script-src'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? STRIPE_SOURCES['connect-src'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (stripe) directives['frame-src'] = ["'self'", ...STRIPE_SOURCES['frame-src']];
  if (isHttps(config.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** A year: browsers keep to HTTPS for this long after an answer over it. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;
const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

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
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    // Cross-origin requests (the map tiles) get the origin only, never a path or query with ids.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const httpsEverywhere = isHttps(config.publicUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${API_ROOT}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // A trusted proxy says the browser came over HTTPS (X-Forwarded-Proto): keep it there, even
    // when PUBLIC_URL does not say so.
    if (!httpsEverywhere && request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
    return payload;
  });
}
