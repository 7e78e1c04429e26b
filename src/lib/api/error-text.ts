import type { TFunction } from 'i18next';
import { isApiError } from './errors';

/**
 * The code that names a failed action: a code the caller already holds, the API's code, FORBIDDEN
 * for any 403 (an action refused is an error on the spot, never /404: docs/product/sessions.md), or
 * INTERNAL for anything that is not an API answer.
 */
export function errorCodeOf(failure: unknown): string {
  if (typeof failure === 'string') return failure || 'INTERNAL';
  if (!isApiError(failure)) return 'INTERNAL';
  if (failure.status === 403) return 'FORBIDDEN';
  return failure.code || 'INTERNAL';
}

/**
 * A failed action (save, deactivate, load) as a sentence: the area's own message first, then the
 * toolkit's, then the generic one. The same order as lib/forms translateFormError, kept apart so
 * list and detail screens do not pull the form library in.
 */
export function actionErrorText(t: TFunction, failure: unknown, area: string): string {
  const code = errorCodeOf(failure);
  return t([`${area}:form.errors.${code}`, `ui:form.errors.${code}`, `${area}:validation.${code}`, `ui:validation.${code}`, 'ui:form.errors.generic']);
}

/**
 * The record as the server holds it now, from a refused action's 409 VERSION_CONFLICT
 * (`error.current`, docs/product/api.md), when it names its version; undefined for any other
 * failure. A record action has already put it on screen (lib/resource/api.ts, useRecordAction),
 * so the refusal can say what changed instead of asking for a reload.
 */
export function conflictCurrentOf<T extends { readonly version: number }>(failure: unknown): (Partial<T> & Pick<T, 'version'>) | undefined {
  if (!isApiError(failure) || failure.code !== 'VERSION_CONFLICT') return undefined;
  const current = failure.details.current as Partial<T> | null | undefined;
  return typeof current?.version === 'number' ? (current as Partial<T> & Pick<T, 'version'>) : undefined;
}
