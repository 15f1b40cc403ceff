import crypto from 'node:crypto';
import type { UserType } from '@ye/contracts/roles';
import { jwtVerify, SignJWT } from 'jose';

/** Main (/v1) and mesh (/auth, /graphql) tokens are different tokens: the audience tells them apart. */
export type Audience = 'main' | 'mesh';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface AccessClaims {
  userId: string;
  type: UserType;
  audience: Audience;
  /** Set while an admin acts as this user. */
  impersonatorId?: string | null;
  /** When the token was issued, in milliseconds (our `ims` claim, else `iat`); set on verified tokens. */
  issuedAt?: number;
}

const ISSUER = 'youth-enrichments';
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  // `ims`: the issue time in milliseconds, so a sign-out-everywhere refuses every token issued before it
  // even within the same second (`iat` has whole seconds).
  return new SignJWT({
    typ: claims.type,
    ims: Date.now(),
    ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setAudience(claims.audience)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/**
 * Returns the claims, or null for a missing, forged, expired or wrong-audience token. A token must say
 * when it was issued and when it expires: one without `exp` would work for ever. The type in the
 * claims is only what it was at sign-in; the auth plugin reads the account for the current one.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  audience: Audience,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      audience,
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.typ !== 'string') return null;
    return {
      userId: payload.sub,
      type: payload.typ as UserType,
      audience,
      impersonatorId: typeof payload.imp === 'string' ? payload.imp : null,
      ...(typeof payload.ims === 'number'
        ? { issuedAt: payload.ims }
        : typeof payload.iat === 'number'
          ? { issuedAt: payload.iat * 1000 }
          : {}),
    };
  } catch {
    return null;
  }
}

/** A random opaque token and the hash we store instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
