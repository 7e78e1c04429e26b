import type { TFunction } from 'i18next';
import { actionErrorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';

/**
 * What a failed second-factor request from Profile does to the section: `stay` keeps the form
 * open with the message (a wrong code, the throttle, a failure worth retrying); `close` returns
 * to the status with the message, because the state it acted on is gone (the setup expired, the
 * factor was turned on or off elsewhere, the role requires it) and the status is reloaded.
 */
export interface ProfileFactorFailure {
  close: boolean;
  message: string;
}

const CLOSING_CODES = new Set(['SECOND_FACTOR_ALREADY_ENABLED', 'SECOND_FACTOR_NOT_ENABLED', 'SECOND_FACTOR_REQUIRED']);

export function profileFactorFailure(t: TFunction, failure: unknown): ProfileFactorFailure {
  if (!isApiError(failure)) return { close: false, message: actionErrorText(t, failure, 'account') };
  const { code, fields, status } = failure;
  // The enrolment token lives fifteen minutes: only a new enrolment (a new QR code) can follow.
  if (code === 'INVALID_CHALLENGE' || fields.enrolmentToken) return { close: true, message: t('account:secondFactor.errors.expired') };
  if (status === 429) {
    const seconds = failure.details.retryAfterSeconds;
    return {
      close: false,
      message:
        seconds === undefined
          ? t('account:secondFactor.errors.rateLimitedUnknown')
          : t('account:secondFactor.errors.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)) }),
    };
  }
  // A code of the wrong shape the server refused (the form checks the same schema first).
  const fieldCode = fields.code ?? fields.recoveryCode;
  if (code === 'VALIDATION_FAILED' && fieldCode) return { close: false, message: actionErrorText(t, fieldCode, 'account') };
  return { close: CLOSING_CODES.has(code), message: actionErrorText(t, failure, 'account') };
}
