import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens: compact JWS with HS256, written here on node:crypto rather than a library so the
 * one accepted header is explicit: anything but {"alg":"HS256","typ":"JWT"} (`none`, RS256, …)
 * is refused before the signature is looked at.
 */
export interface AccessClaims {
  /** user id */
  readonly sub: number;
  /** session (refresh-token family) id */
  readonly sid: string;
  readonly iat: number;
  readonly exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(
  claims: { sub: number; sid: string },
  secret: string,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: claims.sub, sid: claims.sid, iat: nowSeconds, exp: nowSeconds + ttlSeconds }),
  ).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

export type VerifyResult =
  | { readonly ok: true; readonly claims: AccessClaims }
  | { readonly ok: false; readonly reason: 'malformed' | 'signature' | 'expired'; readonly claims?: AccessClaims };

const isClaims = (value: unknown): value is AccessClaims => {
  const claims = value as Partial<AccessClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    Number.isSafeInteger(claims.sub) &&
    (claims.sub as number) > 0 &&
    typeof claims.sid === 'string' &&
    /^[0-9a-f-]{36}$/.test(claims.sid) &&
    Number.isSafeInteger(claims.iat) &&
    Number.isSafeInteger(claims.exp)
  );
};

/** Verifies signature and shape; an expired token still reports its claims (logout needs them). */
export function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = parts;
  const expected = sign(`${HEADER}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

/** Refresh tokens are opaque random strings; the database keeps only their SHA-256. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newTokenSecret = (): string => randomBytes(48).toString('base64url');
