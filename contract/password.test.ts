import { describe, expect, it } from 'vitest';
import { foldPassword, newPasswordSchema, passwordProblem } from './password';

/**
 * The shared, cheap part of the password policy (the forms and the mock API run it too); the full
 * block list is the server's (server/auth/password-policy.ts, decision 295).
 */
describe('passwordProblem', () => {
  it('refuses a password of blanks only, after NFKC normalisation', () => {
    expect(passwordProblem(' '.repeat(8))).toBe('PASSWORD_TOO_COMMON');
    // Ideographic spaces (U+3000) are spaces after NFKC.
    expect(passwordProblem('\u3000'.repeat(8))).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem('\t \u00a0\u2003\u3000 \n ')).toBe('PASSWORD_TOO_COMMON');
    // Invisible characters are no better than blanks.
    expect(passwordProblem('\u200b'.repeat(8))).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem(' \u3164\u200d\u00ad    ')).toBe('PASSWORD_TOO_COMMON');
    // Too short comes first, as before.
    expect(passwordProblem('   ')).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses the short list ignoring case and width', () => {
    for (const password of ['password123', 'PASSWORD123', 'ｐａｓｓｗｏｒｄ１２３', 'qwertyui', 'iloveyou1', 'P@ssw0rd1', 'Admin@123']) {
      expect(passwordProblem(password), password).toBe('PASSWORD_TOO_COMMON');
    }
  });

  it('refuses the username ignoring case and width', () => {
    expect(passwordProblem('Kepala.Gudang', 'kepala.gudang')).toBe('PASSWORD_IS_USERNAME');
    expect(passwordProblem('ｋｅｐａｌａ.ｇｕｄａｎｇ', 'kepala.gudang')).toBe('PASSWORD_IS_USERNAME');
  });

  it('keeps the lengths', () => {
    expect(passwordProblem('Ab1!')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('x'.repeat(129))).toBe('PASSWORD_TOO_LONG');
  });

  it('accepts strong passwords, spaces inside included', () => {
    for (const password of ['Gudang-Rapi-2025', 'kuda laut berenang 7', '9xR!vq2#Lm', '  Sandi Panjang Sekali  ']) {
      expect(passwordProblem(password, 'budi.santoso'), password).toBeNull();
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('leaves the demo password to the server (the demo signs in and creates users with it)', () => {
    expect(passwordProblem('Laju#2025')).toBeNull();
  });

  it('folds a password to NFKC lower case', () => {
    expect(foldPassword('ＰａＳＳ\u3000Ｗord')).toBe('pass word');
  });
});
