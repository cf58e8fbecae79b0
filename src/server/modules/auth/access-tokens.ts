import { SignJWT, jwtVerify } from 'jose';

/** What the access token asserts; the browser reads the same claims for menus and redirects. */
export interface AccessClaims {
  userId: number;
  roles: string[];
  clientIds: number[];
  accessLevel: number;
  /** The refresh-token family (session) the token was issued for; absent for tokens made in tests. */
  sessionId?: string;
}

/** What the guard learns from a valid token. */
export interface VerifiedToken {
  userId: number;
  /** When the token was issued, in milliseconds: compared with the user's tokens-valid-after moment. */
  issuedAtMs: number;
  sessionId: string | undefined;
}

const ISSUER = 'groundwater-district-portal';
/** Verified tokens kept; a signed-in browser sends the same token for its whole lifetime. */
const KEPT_TOKENS = 10_000;

/**
 * Whether a token still counts for its user: not when it was issued before the user's
 * tokens-valid-after moment (a password change, a deactivation, a reused refresh token).
 */
export function isIssuedAfter(issuedAtMs: number, validAfter: Date | null): boolean {
  return validAfter === null || issuedAtMs >= validAfter.getTime();
}

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, until they expire: the HMAC check through WebCrypto costs
   * about 0.1 ms, as much as a small query. Whether the user may still act is the guard's caller
   * check, on every request; a kept token only skips re-checking the same signature.
   */
  private readonly verified = new Map<string, VerifiedToken & { expiresAtMs: number }>();

  constructor(
    secret: string,
    private readonly lifetimeMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: AccessClaims): Promise<string> {
    return (
      new SignJWT({
        role: claims.roles,
        clientIds: claims.clientIds,
        accessLevel: claims.accessLevel,
        ...(claims.sessionId === undefined ? {} : { sid: claims.sessionId }),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        // NumericDate may have a fraction (RFC 7519): milliseconds, so a token issued just after a
        // password change is told apart from one issued just before it.
        .setIssuedAt(Date.now() / 1000)
        .setExpirationTime(`${this.lifetimeMinutes}m`)
        .sign(this.key)
    );
  }

  /** The user, issue time and session of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const kept = this.verified.get(token);
    if (kept && kept.expiresAtMs > Date.now()) return kept;
    if (kept) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || payload.iat === undefined) return undefined;
      const verified = {
        userId,
        issuedAtMs: Math.round(payload.iat * 1000),
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      };
      if (payload.exp !== undefined) this.keep(token, { ...verified, expiresAtMs: payload.exp * 1000 });
      return verified;
    } catch {
      return undefined;
    }
  }

  private keep(token: string, verified: VerifiedToken & { expiresAtMs: number }): void {
    if (this.verified.size >= KEPT_TOKENS) {
      // Maps iterate in insertion order: the first key is the oldest kept token.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, verified);
  }
}
