import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/errors';

/** IDs shown with their prefix, padded so a column lines up (SPEC §6): 7 → U0007. */
export const formatUserId = (id: number) => `U${String(id).padStart(4, '0')}`;

/** The code that names a failed action: the API's code, FORBIDDEN for any 403, or the client's. */
export function errorCodeOf(error: unknown): string {
  if (!isApiError(error)) return 'INTERNAL';
  if (error.status === 403) return 'FORBIDDEN';
  return error.code || 'INTERNAL';
}

/**
 * A failed action (deactivate, load) as a sentence: users' own messages first, then the toolkit's
 * (the order of lib/forms translateFormError, without pulling the form library into list screens).
 */
export function actionErrorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  return t([`users:form.errors.${code}`, `ui:form.errors.${code}`, `users:validation.${code}`, `ui:validation.${code}`, 'ui:form.errors.generic']);
}
