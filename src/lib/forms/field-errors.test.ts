import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from '../../../contract/validation';
import { newPasswordSchema } from '../../../contract/password';
import { createStaticI18n } from '../i18n';
import { bundledResources } from '../i18n-resources';
import { issueToCode, parseFieldError, translateFieldError, translateFormError } from './field-errors';

const schema = z.strictObject({
  username: z.string().trim().min(3).max(50),
  name: z.string().trim().min(1),
  email: z.email().optional(),
  roleId: z.number().int().positive(),
  tags: z.array(z.string()).min(1),
  kind: z.enum(['ANTAR', 'JEMPUT']),
  password: newPasswordSchema,
  note: z
    .string()
    .refine((value) => value !== 'bad')
    .optional(),
});

const valid = { username: 'budi', name: 'Budi', roleId: 2, tags: ['a'], kind: 'ANTAR', password: 'Gudang-Cakung-77' };

/** The messages the form would hold for each field. */
function messages(input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: issueToCode });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('issueToCode', () => {
  it('turns each zod issue into a code with the numbers its message needs', () => {
    expect(messages({ ...valid, username: 'ab', name: '  ', email: 'nope', roleId: 0, tags: [], kind: 'TERBANG' })).toEqual({
      username: 'TOO_SHORT|minimum=3|origin=string',
      name: 'TOO_SHORT|minimum=1|origin=string',
      email: 'INVALID_FORMAT|format=email',
      roleId: 'TOO_SMALL|minimum=0|origin=number',
      tags: 'TOO_SHORT|minimum=1|origin=array',
      kind: 'INVALID_VALUE',
    });
  });

  it('says REQUIRED for a missing value and keeps refinement codes as they are', () => {
    expect(messages({ ...valid, roleId: undefined, password: 'password' })).toEqual({
      roleId: 'REQUIRED',
      password: 'PASSWORD_TOO_COMMON',
    });
  });

  it('names problems exactly as the server does (contract/validation.ts)', () => {
    const input = { ...valid, username: 'x'.repeat(60), email: 'nope', tags: [], kind: 'X', note: 'bad', password: 'password' };
    const server = fieldErrorsFromIssues(schema.safeParse(input).error!.issues);
    const client = Object.fromEntries(Object.entries(messages(input)).map(([key, message]) => [key, parseFieldError(message)!.code]));
    expect(client).toEqual(server);
  });

  it('tells a wrong type from a missing value, which the server cannot (zod drops the input)', () => {
    expect(messages({ ...valid, roleId: 'two' }).roleId).toBe('INVALID_TYPE');
    expect(messages({ ...valid, roleId: null }).roleId).toBe('REQUIRED');
  });
});

describe('translateFieldError', () => {
  const id = createStaticI18n(bundledResources, 'id').t;
  const en = createStaticI18n(bundledResources, 'en').t;

  it('uses the numbers when it has them', () => {
    expect(translateFieldError(id, 'TOO_SHORT|minimum=3|origin=string')).toBe('Minimal 3 karakter.');
    expect(translateFieldError(en, 'TOO_LONG|maximum=50|origin=string')).toBe('At most 50 characters.');
    expect(translateFieldError(en, 'TOO_SHORT|minimum=1|origin=array')).toBe('Choose at least 1.');
  });

  it('reads an empty required text as "required"', () => {
    expect(translateFieldError(id, 'TOO_SHORT|minimum=1|origin=string')).toBe('Wajib diisi.');
    expect(translateFieldError(en, 'REQUIRED')).toBe('This field is required.');
  });

  it('translates server codes, which carry no numbers', () => {
    expect(translateFieldError(id, 'TAKEN')).toBe('Sudah dipakai; pilih yang lain.');
    expect(translateFieldError(id, 'TOO_SHORT')).toBe('Terlalu pendek.');
    expect(translateFieldError(en, 'INVALID_FORMAT|format=email')).toBe('This is not a valid email address.');
    expect(translateFieldError(en, 'PASSWORD_IS_USERNAME')).toBe('The password cannot be the same as the username.');
  });

  it('falls back to "not valid" for an unknown code and leaves sentences alone', () => {
    expect(translateFieldError(id, 'SOMETHING_NEW')).toBe('Isian tidak valid.');
    expect(translateFieldError(id, 'INVALID_FORMAT|format=weird')).toBe('Format tidak valid.');
    expect(translateFieldError(en, 'Please pick a warehouse.')).toBe('Please pick a warehouse.');
    expect(translateFieldError(en, undefined)).toBeUndefined();
  });

  it('looks in an area namespace first when asked', () => {
    const i18n = createStaticI18n(
      { ...bundledResources, en: { ...bundledResources.en, users: { validation: { TAKEN: 'That username is taken.' } } } },
      'en',
    );
    expect(translateFieldError(i18n.t, 'TAKEN', { namespaces: ['users'] })).toBe('That username is taken.');
    expect(translateFieldError(i18n.t, 'TAKEN')).toBe('Already in use; choose another.');
  });
});

describe('translateFormError', () => {
  const id = createStaticI18n(bundledResources, 'id').t;
  it('prefers API codes, then field codes, then a generic message', () => {
    expect(translateFormError(id, 'NOT_FOUND')).toBe('Data tidak ditemukan; mungkin sudah dihapus.');
    expect(translateFormError(id, 'SELF_DEACTIVATION')).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    expect(translateFormError(id, 'FORBIDDEN')).toBe('Anda tidak memiliki izin untuk tindakan ini.');
    expect(translateFormError(id, 'NETWORK_ERROR')).toMatch(/tidak dapat dihubungi/);
    expect(translateFormError(id, 'INTERNAL')).toBe('Gagal menyimpan. Silakan coba lagi.');
  });
});
