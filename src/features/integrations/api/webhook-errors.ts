import type { TFunction } from 'i18next';
import { actionErrorText, errorCodeOf } from '../../../lib/api/error-text';

/** A failed webhook action (rotate, delete, redeliver) in the webhooks' words first, then the shared ones. */
export function webhookErrorText(t: TFunction, failure: unknown): string {
  return t(`account:webhooks.errors.${errorCodeOf(failure)}`, { defaultValue: actionErrorText(t, failure, 'account') });
}
