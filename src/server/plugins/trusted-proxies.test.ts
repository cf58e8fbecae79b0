import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

/** The reverse proxy in front of the portal: every request reaches the portal from it. */
const PROXY = '10.0.0.2';
const VICTIM = '198.51.100.7';
const ATTACKER = '203.0.113.9';

/*
 * Behind a proxy the client's address is the one the last trusted proxy saw: the right-most
 * X-Forwarded-For entry for one hop. A client may write anything to the left of it, so trusting the
 * left-most entry let an attacker have the victim's address limited, and escape every limit by
 * rotating the header.
 */
describe.each<[string, TrustProxy]>([
  ['one trusted hop', 1],
  ['the proxy’s address', [PROXY]],
  ['the proxy’s network', ['10.0.0.0/24']],
])('behind %s', (_case, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy } });
  });
  afterAll(() => t.close());

  /** A registration through the proxy: it appends the address it saw to what the client sent. */
  function registerVia(sentByClient: string | null, seenByProxy: string, attempt: number) {
    return t.app.inject({
      method: 'POST',
      url: '/api/Users/Register',
      payload: {
        firstName: 'Flood',
        lastName: 'Test',
        email: `flood${attempt}-${seenByProxy}@example.com`,
        password: 'secret12',
        confirmPassword: 'secret12',
        registrationCode: 'NOPE',
        reCAPTCHAToken: 'x',
      },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': sentByClient ? `${sentByClient}, ${seenByProxy}` : seenByProxy },
    });
  }

  it('limits the address the proxy saw, whatever the client writes before it', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      // Naming the victim, and a new address each time to escape the limit.
      const spoofed = attempt % 2 === 0 ? VICTIM : `192.0.2.${attempt}`;
      status = (await registerVia(spoofed, ATTACKER, attempt)).statusCode;
    }
    expect(status).toBe(429);
    // The victim, through the same proxy, is not limited by what the attacker wrote.
    expect((await registerVia(null, VICTIM, 99)).statusCode).toBe(400);
  });
});

describe('HSTS behind a trusted proxy that terminates HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 1, publicUrl: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  const health = (headers: Record<string, string>, remoteAddress = PROXY) =>
    t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

  it('is sent when the proxy says the browser came over HTTPS, even without an https PUBLIC_URL', async () => {
    const answer = await health({ 'x-forwarded-proto': 'https', 'x-forwarded-for': VICTIM });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP', async () => {
    const answer = await health({ 'x-forwarded-proto': 'http', 'x-forwarded-for': VICTIM });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect((await health({})).headers['strict-transport-security']).toBeUndefined();
  });
});
