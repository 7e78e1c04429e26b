import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/errors';

/**
 * What a failed second step means to the person signing in: a message to show where they are, or
 * (`restart`) that the sign-in ran out and the password step must come again, with the message.
 */
export interface SecondStepFailure {
  restart: boolean;
  message: string;
}

/** `kind` says what was sent, so a refused recovery code is not called a wrong app code. */
export function secondStepFailure(failure: unknown, t: TFunction, kind: 'code' | 'recoveryCode' = 'code'): SecondStepFailure {
  const stay = (message: string) => ({ restart: false, message });
  if (!isApiError(failure)) return stay(t('login.errors.generic'));
  const { code, fields, status } = failure;
  // The challenge names the sign-in; once it has expired (five minutes) only the password step can
  // make a new one. An enrolment token that ran out is the same case at the enrolment step.
  if (code === 'INVALID_CHALLENGE' || fields.challenge || fields.enrolmentToken) {
    return { restart: true, message: t('secondFactor.errors.expired') };
  }
  if (code === 'INVALID_SECOND_FACTOR') return stay(t(kind === 'code' ? 'secondFactor.errors.wrongCode' : 'secondFactor.errors.wrongRecoveryCode'));
  if (status === 429) {
    const seconds = failure.details.retryAfterSeconds;
    return stay(
      seconds === undefined
        ? t('secondFactor.errors.rateLimitedUnknown')
        : t('secondFactor.errors.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)) }),
    );
  }
  if (fields.code) return stay(t('secondFactor.errors.codeFormat'));
  if (fields.recoveryCode) return stay(t('secondFactor.errors.recoveryCodeFormat'));
  return stay(t('login.errors.generic'));
}
