import { SignJWT, jwtVerify } from 'jose';

/** What the access token asserts; the browser reads the same claims for menus and redirects. */
export interface AccessClaims {
  userId: number;
  roles: string[];
  clientIds: number[];
  accessLevel: number;
}

const ISSUER = 'groundwater-district-portal';
/** Verified tokens kept; a signed-in browser sends the same token for its whole lifetime. */
const KEPT_TOKENS = 10_000;

interface VerifiedToken {
  userId: number;
  expiresAtMs: number;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, until they expire: the HMAC check through WebCrypto costs
   * about 0.1 ms, as much as a small query. Whether the user may still act is the guard's caller
   * check, on every request; a kept token only skips re-checking the same signature.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly lifetimeMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.roles, clientIds: claims.clientIds, accessLevel: claims.accessLevel })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeMinutes}m`)
      .sign(this.key);
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  async verifiedUserId(token: string): Promise<number | undefined> {
    const kept = this.verified.get(token);
    if (kept && kept.expiresAtMs > Date.now()) return kept.userId;
    if (kept) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) return undefined;
      if (payload.exp !== undefined) this.keep(token, { userId, expiresAtMs: payload.exp * 1000 });
      return userId;
    } catch {
      return undefined;
    }
  }

  private keep(token: string, verified: VerifiedToken): void {
    if (this.verified.size >= KEPT_TOKENS) {
      // Maps iterate in insertion order: the first key is the oldest kept token.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, verified);
  }
}
