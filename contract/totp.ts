import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './second-factor';

/**
 * RFC 6238 TOTP (HMAC-SHA-1, six digits, 30-second steps) on Web Crypto, so the server, the mock
 * API and the tests compute codes with the same code in Node and in the browser. RFC 4648 base32
 * carries the secret, as authenticator apps expect.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, blanks and padding; undefined for any other character. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The time step a moment falls in. */
export const totpStep = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one time step (RFC 4226 dynamic truncation). */
export async function totpCode(secret: Uint8Array, step: number): Promise<string> {
  const counter = new Uint8Array(8);
  let rest = step;
  for (let i = 7; i >= 0; i -= 1) {
    counter[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const key = await crypto.subtle.importKey('raw', secret as BufferSource, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code `code` is, looking `drift` steps either side of now (one step: a code typed
 * just as it turned), or null. The caller refuses a step at or before the last one it accepted, so
 * a code cannot be used twice.
 */
export async function matchTotp(secret: Uint8Array, code: string, epochMs: number, drift = 1): Promise<number | null> {
  const now = totpStep(epochMs);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not tell which step matched.
  for (let step = now - drift; step <= now + drift; step += 1) {
    const candidate = await totpCode(secret, step);
    if (equalText(candidate, code) && matched === null) matched = step;
  }
  return matched;
}

function equalText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
