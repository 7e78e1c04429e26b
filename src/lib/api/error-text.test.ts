import { describe, expect, it } from 'vitest';
import { createStaticI18n } from '../i18n';
import { bundledResources } from '../i18n-resources';
import { actionErrorText, conflictCurrentOf, errorCodeOf } from './error-text';
import { ApiError } from './errors';

const id = createStaticI18n(bundledResources, 'id');
const en = createStaticI18n(bundledResources, 'en');

describe('errorCodeOf', () => {
  it('names a failure by the API code, FORBIDDEN for any 403, INTERNAL otherwise', () => {
    expect(errorCodeOf(new ApiError(422, 'SELF_DEACTIVATION', 'x'))).toBe('SELF_DEACTIVATION');
    expect(errorCodeOf(new ApiError(403, 'SOMETHING', 'x'))).toBe('FORBIDDEN');
    expect(errorCodeOf(new Error('boom'))).toBe('INTERNAL');
    expect(errorCodeOf(undefined)).toBe('INTERNAL');
  });

  it('takes a code the caller already holds as it is', () => {
    expect(errorCodeOf('UNKNOWN_PERMISSION')).toBe('UNKNOWN_PERMISSION');
    expect(errorCodeOf('')).toBe('INTERNAL');
  });
});

describe('actionErrorText', () => {
  it("reads the area's own message first", () => {
    expect(actionErrorText(id.t, new ApiError(422, 'SELF_DEACTIVATION', 'x'), 'users')).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    expect(actionErrorText(en.t, new ApiError(422, 'LAST_PERMISSION_MANAGER', 'x'), 'users')).toMatch(/no active user could manage permissions/);
  });

  it("falls back to the toolkit's message, then the generic one", () => {
    expect(actionErrorText(id.t, new ApiError(403, 'FORBIDDEN', 'x'), 'roles')).toBe('Anda tidak memiliki izin untuk tindakan ini.');
    expect(actionErrorText(id.t, ApiError.network(), 'users')).toMatch(/tidak dapat dihubungi/);
    expect(actionErrorText(id.t, new ApiError(500, 'INTERNAL', 'x'), 'account')).toBe('Gagal menyimpan. Silakan coba lagi.');
    expect(actionErrorText(en.t, 'NOT_A_KNOWN_CODE', 'roles')).toBe('Saving failed. Please try again.');
  });
});

describe('conflictCurrentOf', () => {
  it("answers a 409 VERSION_CONFLICT's current record when it names its version, and nothing else", () => {
    const current = { id: 1, version: 3, status: 'PROSES' };
    expect(conflictCurrentOf<typeof current>(new ApiError(409, 'VERSION_CONFLICT', 'stale', {}, { current }))).toEqual(current);
    expect(conflictCurrentOf(new ApiError(409, 'VERSION_CONFLICT', 'stale', {}, { current: null }))).toBeUndefined();
    expect(conflictCurrentOf(new ApiError(409, 'VERSION_CONFLICT', 'stale', {}, { current: { id: 1 } }))).toBeUndefined();
    expect(conflictCurrentOf(new ApiError(409, 'DELIVERY_ORDER_ALLOCATED', 'taken', {}, { current }))).toBeUndefined();
    expect(conflictCurrentOf('VERSION_CONFLICT')).toBeUndefined();
  });
});
