import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in as a user keeps a signed cookie naming that user. A sign-in that carries it is
 * counted on the device's own key instead of the address's, so failures by anyone else behind the
 * same address (an office's NAT, a guesser) never refuse the right password from a browser its
 * user already signs in with; guessers, who carry no such cookie, still meet the per-address
 * limit (docs/decisions/292-client-address-and-sign-in-limits.md).
 *
 * Value: `v1.<payload>.<mac>`, the payload a JSON list of [lower-case username, nonce], newest
 * first, at most DEVICE_USERS entries (a shared office computer).
 */
export const DEVICE_COOKIE = 'lajuDevice';
export const DEVICE_COOKIE_DAYS = 365;
const DEVICE_USERS = 5;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'laju', 'laju device cookies', 32));
    keys.set(secret, key);
  }
  return key;
}

type Entry = [username: string, nonce: string];

function entriesOf(secret: string, cookie: string | undefined): Entry[] {
  if (!cookie || cookie.length > 2000) return [];
  const [version, payload = '', mac = '', extra] = cookie.split('.');
  if (version !== 'v1' || extra !== undefined) return [];
  const expected = createHmac('sha256', keyOf(secret)).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Entry => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

/** The device's nonce for this username when the cookie is genuine and names it. */
export function deviceNonce(secret: string, cookie: string | undefined, username: string): string | undefined {
  const name = username.toLowerCase();
  return entriesOf(secret, cookie).find(([entry]) => entry === name)?.[1];
}

/** The cookie's value after `username` signed in on this browser (it moves first; its nonce stays). */
export function deviceCookieAfterSignIn(secret: string, cookie: string | undefined, username: string): string {
  const name = username.toLowerCase();
  const entries = entriesOf(secret, cookie);
  const nonce = entries.find(([entry]) => entry === name)?.[1] ?? randomBytes(12).toString('base64url');
  const next: Entry[] = [[name, nonce] as Entry, ...entries.filter(([entry]) => entry !== name)].slice(0, DEVICE_USERS);
  const payload = Buffer.from(JSON.stringify(next)).toString('base64url');
  return `v1.${payload}.${createHmac('sha256', keyOf(secret)).update(payload).digest('base64url')}`;
}
