import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../../contract/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kasuwa';
const AUDIENCE = 'kasuwa-web';
/** RFC 9068 type: a refresh token or an ID token can never pass as an access token. */
const TYPE = 'at+jwt';

export interface AccessIdentity {
  userId: string;
  name: string;
  role: Role;
  /** The login (refresh-token family) this token belongs to; revoking it ends the token too. */
  sessionId: string;
}

/** Signs and checks access tokens: HS256 only; issuer, audience, type and expiry all checked. */
export function createAccessTokens(secret: string, clock: Clock) {
  // Imported once: handing jose the raw bytes made it import the key again on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  async function sign(who: AccessIdentity): Promise<string> {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ name: who.name, role: who.role, UserId: who.userId, sid: who.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(who.userId)
      .setJti(uuidv7())
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await key);
  }

  async function verify(token: string): Promise<AccessIdentity> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TYPE,
        currentDate: clock.now(),
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const role = payload.role === 'admin' ? 'admin' : 'user';
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
      return { userId: payload.sub, name: String(payload.name ?? ''), role, sessionId: payload.sid };
    } catch (err) {
      const expired = err instanceof errors.JWTExpired;
      throw new AppError(
        'UNAUTHORIZED',
        expired
          ? /*i18n*/ { id: 'Your session has expired. Please log in again.' }
          : /*i18n*/ { id: 'You need to log in to do this.' },
      );
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
