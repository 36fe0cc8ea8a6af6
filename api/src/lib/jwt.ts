import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  /** users.token_version when issued; a bump (password change, role change) invalidates older tokens. */
  ver: number;
  role: 'USER' | 'ADMIN';
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.ver, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .setIssuer('cwt')
      .sign(this.key);
  }

  /** null for any bad, expired or foreign token. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: 'cwt' });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      const role = payload.role === 'ADMIN' ? 'ADMIN' : 'USER';
      return { sub: payload.sub, ver: payload.ver, role };
    } catch (e) {
      if (e instanceof errors.JOSEError) return null;
      throw e;
    }
  }
}
