import { SignJWT, jwtVerify } from 'jose';

/** What the access token asserts; the browser reads the same claims for menus and redirects. */
export interface AccessClaims {
  userId: number;
  roles: string[];
  clientIds: number[];
  accessLevel: number;
}

const ISSUER = 'groundwater-district-portal';

export class AccessTokens {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      return Number.isInteger(userId) && userId > 0 ? userId : undefined;
    } catch {
      return undefined;
    }
  }
}
