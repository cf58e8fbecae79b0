import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../config';
import { FIXTURE_PASSWORD, insertUser } from '../test/factories/people';
import { createTestApp, type TestApp } from '../test/test-app';
import { contentSecurityPolicy } from './security-headers';

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

describe('security headers', () => {
  let plain: TestApp;
  let secure: TestApp;

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'gdp-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    plain = await createTestApp({ webRoot });
    await insertUser(plain.database.db, { email: 'staff@test.local', role: 'Admin' });
    secure = await createTestApp({
      webRoot,
      config: {
        publicUrl: 'https://portal.district.example',
        mapTileUrl: 'https://{s}.tiles.district.example/{z}/{x}/{y}.png',
      },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it('lets the pages load only their own scripts and the map tiles, and never be framed', async () => {
    const page = await plain.app.inject({ method: 'GET', url: '/wells' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep hashed assets for good, and revalidate the page that names them', async () => {
    const asset = await plain.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const compressed = await plain.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await plain.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('adds HSTS and upgrades requests when the portal is served over HTTPS, and admits its own tiles', async () => {
    const page = await secure.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('img-src')).toContain('https://*.tiles.district.example');
    expect(csp.get('img-src')).not.toContain('openstreetmap');
  });

  it('keeps API answers, tokens and refusals alike, out of every cache', async () => {
    const signIn = await plain.app.inject({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: 'staff@test.local', password: FIXTURE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toHaveProperty('token');
    expect(signIn.headers['cache-control']).toBe('no-store');

    const refused = await plain.app.inject({ method: 'GET', url: '/api/Users/GetLoggedInUser' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('with online payments', () => {
    const policy = (payments: PaymentSettings) =>
      contentSecurityPolicy({ mapTileUrl: '', publicUrl: 'https://portal.district.example', payments });
    const stripe = policy({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
    const sandbox = policy({ provider: 'sandbox', settleSeconds: 3, webhookSecret: 'whsec_1' });

    it('lets Stripe.js load from Stripe, frame its fields and reach its API when Stripe takes the payments', () => {
      expect(stripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(stripe['frame-src']).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(stripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
      // Stripe's frames may sit in the portal; nothing may frame the portal.
      expect(stripe['frame-ancestors']).toEqual(["'none'"]);
      expect(stripe['default-src']).toEqual(["'self'"]);
    });

    it('admits nothing more for the sandbox, whose form is the portal’s own', () => {
      const { 'script-src': script, 'connect-src': connect, 'frame-src': frame } = sandbox;
      expect({ script, connect, frame }).toEqual({
        script: ["'self'"],
        connect: ["'self'"],
        frame: undefined,
      });
      expect(JSON.stringify(sandbox)).not.toContain('stripe');
    });
  });
});
