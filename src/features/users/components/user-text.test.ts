import { createStaticI18n } from '../../../lib/i18n';
import { bundledResources } from '../../../lib/i18n-resources';
import { areaFieldError } from '../../../lib/forms/area-errors';
import { formatUserId } from './user-text';
import { describe, expect, it } from 'vitest';

const id = createStaticI18n(bundledResources, 'id');
const en = createStaticI18n(bundledResources, 'en');

const userFieldError = (t: typeof id.t, field: string, message: string | undefined) => areaFieldError(t, 'users', field, message);

describe('user texts', () => {
  it('pads ids with the U prefix', () => {
    expect(formatUserId(7)).toBe('U0007');
    expect(formatUserId(123456)).toBe('U123456');
  });

  it('translates bad usernames specifically, in both languages', () => {
    expect(userFieldError(id.t, 'username', 'INVALID_FORMAT|format=regex')).toMatch(/tanpa spasi/);
    expect(userFieldError(en.t, 'username', 'INVALID_FORMAT')).toMatch(/no spaces/);
    expect(userFieldError(id.t, 'username', 'TOO_LONG|maximum=50|origin=string')).toBe('Nama pengguna maksimal 50 karakter.');
    expect(userFieldError(id.t, 'username', 'TOO_SHORT|minimum=3|origin=string')).toBe('Nama pengguna minimal 3 karakter.');
    expect(userFieldError(id.t, 'username', 'TAKEN')).toMatch(/huruf besar dan kecil tidak dibedakan/);
    expect(userFieldError(en.t, 'email', 'TAKEN')).toBe('Another user already has this email.');
  });

  it('falls back to the toolkit for codes without a field message', () => {
    expect(userFieldError(id.t, 'password', 'PASSWORD_TOO_COMMON')).toMatch(/terlalu umum/);
    expect(userFieldError(id.t, 'name', 'SOMETHING_NEW')).toBe('Isian tidak valid.');
    expect(userFieldError(id.t, 'name', undefined)).toBeUndefined();
  });
});
