import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../../../../contract/validation';
import { createBody, emptyCreateForm, updateBody, userCreateFormSchema, userEditFormSchema } from './user-form-schemas';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

const valid = { username: 'sari.w', name: 'Sari Wulandari', email: '', roleId: 3, password: 'Gudang-Cakung-77', passwordConfirm: 'Gudang-Cakung-77' };

describe('user form schemas', () => {
  it('accepts a valid new user and sends no confirmation', () => {
    const parsed = userCreateFormSchema.parse(valid);
    expect(createBody(parsed)).toEqual({ username: 'sari.w', name: 'Sari Wulandari', email: null, roleId: 3, password: 'Gudang-Cakung-77' });
  });

  it('refuses bad usernames with the server codes', () => {
    const code = (username: string) => errorsOf(userCreateFormSchema.safeParse({ ...valid, username }) as never).username;
    expect(code('sari w')).toBe('INVALID_FORMAT');
    // A Cyrillic "а" that looks like a Latin "a".
    expect(code('\u0430dmin')).toBe('INVALID_FORMAT');
    expect(code('x'.repeat(10_000))).toBe('TOO_LONG');
    expect(code('ab')).toBe('TOO_SHORT');
    expect(code('  sari.w  ')).toBeUndefined();
  });

  it('asks for a role, a matching confirmation and a password that is not the username', () => {
    const empty = errorsOf(userCreateFormSchema.safeParse(emptyCreateForm()) as never);
    expect(empty.roleId).toBe('REQUIRED');
    expect(errorsOf(userCreateFormSchema.safeParse({ ...valid, passwordConfirm: 'lain' }) as never).passwordConfirm).toBe('PASSWORD_MISMATCH');
    expect(
      errorsOf(userCreateFormSchema.safeParse({ ...valid, username: 'gudang.cakung', password: 'Gudang.Cakung', passwordConfirm: 'Gudang.Cakung' }) as never).password,
    ).toBe('PASSWORD_IS_USERNAME');
  });

  it('edits without a password, or checks a new one against the policy', () => {
    const schema = userEditFormSchema('sari.w');
    const base = { version: 2, name: 'Sari', email: null, roleId: 3, password: '', passwordConfirm: '' };
    expect(schema.safeParse(base).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...base, password: 'SARI.W', passwordConfirm: 'SARI.W' }) as never).password).toBe('PASSWORD_TOO_SHORT');
    expect(errorsOf(schema.safeParse({ ...base, password: 'Sari.W', passwordConfirm: 'Sari.W' }) as never).password).toBe('PASSWORD_TOO_SHORT');
    expect(errorsOf(schema.safeParse({ ...base, password: 'sari.wulan', passwordConfirm: 'x' }) as never).passwordConfirm).toBe('PASSWORD_MISMATCH');
    expect(errorsOf(schema.safeParse({ ...base, passwordConfirm: 'x' }) as never).passwordConfirm).toBe('PASSWORD_MISMATCH');
  });

  it('sends what changed, never the confirmation, the password only when typed', () => {
    expect(updateBody({ roleId: 5, version: 4 })).toEqual({ version: 4, roleId: 5 });
    expect(updateBody({ email: null, password: 'Baru-Sekali-99', passwordConfirm: 'Baru-Sekali-99', version: 4 })).toEqual({ version: 4, email: null, password: 'Baru-Sekali-99' });
    expect(updateBody({ name: 'Sari', password: '', passwordConfirm: '', version: 4 })).toEqual({ version: 4, name: 'Sari' });
  });
});
