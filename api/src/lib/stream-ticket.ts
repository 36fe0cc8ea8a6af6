import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'cwt:notifications-stream';
const ISSUER = 'cwt-stream';
export const STREAM_TICKET_TTL_SECONDS = 60;

/**
 * A short-lived, single-purpose ticket for the EventSource URL (browsers cannot send headers there),
 * so the long-lived bearer token never lands in URLs or access logs. Signed with a key derived from
 * the JWT secret: a ticket is never accepted as a bearer token (other issuer), nor a token as a ticket.
 */
export class StreamTickets {
  private readonly key: Uint8Array;
  constructor(jwtSecret: string) {
    this.key = createHash('sha256').update(`${jwtSecret}:notifications-stream`).digest();
  }

  issue(userId: string, tokenVersion: number): Promise<string> {
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${STREAM_TICKET_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(ticket: string): Promise<{ userId: string; ver: number } | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, ver: payload.ver };
    } catch {
      return null;
    }
  }
}
