import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { createStaticI18n } from '../../../lib/i18n';
import { bundledResources } from '../../../lib/i18n-resources';
import { profileFactorFailure } from './second-factor-errors';

const id = createStaticI18n(bundledResources, 'id');
const en = createStaticI18n(bundledResources, 'en');

describe('profileFactorFailure', () => {
  it('keeps the form open on a wrong code, with the toolkit sentence', () => {
    expect(profileFactorFailure(id.t, new ApiError(400, 'INVALID_SECOND_FACTOR', 'x'))).toEqual({
      close: false,
      message: 'Kode salah atau sudah pernah dipakai. Periksa aplikasi autentikator Anda, lalu coba lagi.',
    });
  });

  it('says how long to wait when the throttle answers', () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'x', {}, { retryAfterSeconds: 61 });
    expect(profileFactorFailure(id.t, limited)).toEqual({ close: false, message: 'Terlalu banyak kode yang salah. Coba lagi dalam 2 menit.' });
    expect(profileFactorFailure(en.t, new ApiError(429, 'RATE_LIMITED', 'x', {}, { retryAfterSeconds: 30 })).message).toBe(
      'Too many wrong codes. Try again in 1 minute.',
    );
    expect(profileFactorFailure(en.t, new ApiError(429, 'RATE_LIMITED', 'x')).message).toBe('Too many wrong codes. Wait a moment, then try again.');
  });

  it('reads a refused format by its field code', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'x', { recoveryCode: 'RECOVERY_CODE_FORMAT' });
    expect(profileFactorFailure(en.t, refused)).toEqual({ close: false, message: 'A recovery code looks like xxxxx-xxxxx (letters and digits).' });
  });

  it('returns to the status when the state it acted on is gone', () => {
    expect(profileFactorFailure(id.t, new ApiError(400, 'INVALID_CHALLENGE', 'x'))).toMatchObject({ close: true });
    expect(profileFactorFailure(en.t, new ApiError(422, 'SECOND_FACTOR_REQUIRED', 'x'))).toEqual({
      close: true,
      message: 'Your role requires two-step verification, so it cannot be turned off.',
    });
    expect(profileFactorFailure(id.t, new ApiError(409, 'SECOND_FACTOR_NOT_ENABLED', 'x')).close).toBe(true);
    expect(profileFactorFailure(id.t, new ApiError(409, 'SECOND_FACTOR_ALREADY_ENABLED', 'x')).close).toBe(true);
  });

  it('reads anything else as the generic failure, form open', () => {
    expect(profileFactorFailure(id.t, new Error('boom'))).toEqual({ close: false, message: 'Gagal menyimpan. Silakan coba lagi.' });
    expect(profileFactorFailure(id.t, ApiError.network()).message).toBe('Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.');
  });
});
