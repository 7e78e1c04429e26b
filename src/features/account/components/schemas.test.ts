import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../../../../contract/validation';
import { passwordFormSchema } from './PasswordForm';
import { profileFormSchema } from './ProfileForm';

const codes = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrorsFromIssues>[0] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('password form schema', () => {
  const schema = passwordFormSchema('kepala.gudang');

  it('accepts a policy-compliant password repeated exactly', () => {
    expect(schema.safeParse({ currentPassword: 'Laju#2025', newPassword: 'Gudang-Cakung-77', confirmPassword: 'Gudang-Cakung-77' }).success).toBe(true);
  });

  it('gives the server policy codes, the username rule and the mismatch', () => {
    expect(codes(schema.safeParse({ currentPassword: '', newPassword: 'pendek', confirmPassword: 'pendek' }))).toMatchObject({
      currentPassword: 'TOO_SHORT',
      newPassword: 'PASSWORD_TOO_SHORT',
    });
    expect(codes(schema.safeParse({ currentPassword: 'x', newPassword: 'password123', confirmPassword: 'password123' }))).toEqual({
      newPassword: 'PASSWORD_TOO_COMMON',
    });
    expect(codes(schema.safeParse({ currentPassword: 'x', newPassword: ' Kepala.Gudang ', confirmPassword: ' Kepala.Gudang ' }))).toEqual({
      newPassword: 'PASSWORD_IS_USERNAME',
    });
    expect(codes(schema.safeParse({ currentPassword: 'x', newPassword: 'Gudang-Cakung-77', confirmPassword: 'Gudang-Cakung-78' }))).toEqual({
      confirmPassword: 'PASSWORD_MISMATCH',
    });
  });
});

describe('profile form schema', () => {
  it('trims, clears an empty email to null, and refuses a blank name or a bad email', () => {
    expect(profileFormSchema.parse({ version: 3, name: '  Sari  ', email: '' })).toEqual({ version: 3, name: 'Sari', email: null });
    expect(codes(profileFormSchema.safeParse({ version: 3, name: '   ', email: 'sari@' }))).toEqual({ name: 'TOO_SHORT', email: 'INVALID_FORMAT' });
  });
});
