import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; six digits are the last six of its eight.
const seed = new TextEncoder().encode('12345678901234567890');
const vectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it.each(vectors)('gives the RFC 6238 code at %i s', async (seconds, code) => {
    expect(await totpCode(seed, totpStep(seconds * 1000))).toBe(code);
  });

  it('round-trips base32 and refuses other characters', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 17, 99, 128, 7, 42]);
    const text = base32Encode(bytes);
    expect(text).toMatch(/^[A-Z2-7]+$/);
    expect(base32Decode(text.toLowerCase())).toEqual(bytes);
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======')).toEqual(new TextEncoder().encode('foobar'));
    expect(base32Decode('MZXW1')).toBeUndefined();
  });

  it('accepts one step of drift either way and no more', async () => {
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    expect(await matchTotp(seed, await totpCode(seed, step), now)).toBe(step);
    expect(await matchTotp(seed, await totpCode(seed, step - 1), now)).toBe(step - 1);
    expect(await matchTotp(seed, await totpCode(seed, step + 1), now)).toBe(step + 1);
    expect(await matchTotp(seed, await totpCode(seed, step - 2), now)).toBeNull();
    expect(await matchTotp(seed, await totpCode(seed, step + 2), now)).toBeNull();
    expect(await matchTotp(seed, '12345', now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('LAJU', 'admin', 'MZXW6YTBOI')).toBe(
      'otpauth://totp/LAJU:admin?secret=MZXW6YTBOI&issuer=LAJU&algorithm=SHA1&digits=6&period=30',
    );
  });
});
