import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_CLIENT_ID = 'cwt-test.apps.googleusercontent.com';

/** A stand-in for Google: serves its JWKS on localhost and signs ID tokens with the matching key. */
export interface GoogleIssuer {
  /** GOOGLE_CLIENT_IDS and GOOGLE_JWKS_URL for startServer's env. */
  env: Record<string, string>;
  /** A key the JWKS does not list, to sign tokens the API must refuse. */
  otherKey: CryptoKey;
  /** An ID token for Ada Lovelace unless `claims` say otherwise. */
  token(claims?: JWTPayload, options?: { key?: CryptoKey; expiresIn?: string | number }): Promise<string>;
  /** How many times the JWKS was fetched. */
  hits(): number;
  close(): Promise<void>;
}

export async function startGoogleIssuer(): Promise<GoogleIssuer> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let hits = 0;
  const jwksServer = createServer((_req, res) => {
    hits += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  return {
    env: {
      GOOGLE_CLIENT_IDS: `other-client, ${GOOGLE_CLIENT_ID}`,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    },
    otherKey,
    token: (claims = {}, options = {}) =>
      new SignJWT({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: '1234567890',
        email: 'ada.lovelace@gmail.com',
        email_verified: true,
        name: 'Ada Lovelace',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? pair.privateKey),
    hits: () => hits,
    close: () => new Promise<void>((resolve) => jwksServer.close(() => resolve())),
  };
}
