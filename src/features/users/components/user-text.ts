import type { TFunction } from 'i18next';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errors';
import { parseFieldError, translateFieldError, translateFormError } from '../../../lib/forms/field-errors';

/** IDs shown with their prefix, padded so a column lines up (SPEC §6): 7 → U0007. */
export const formatUserId = (id: number) => `U${String(id).padStart(4, '0')}`;

/**
 * The i18n keys for a field's error, most specific first: a message written for this field
 * (`users:validation.username.TAKEN`) before the area's and the toolkit's general ones.
 */
export function fieldErrorKeys(field: string, message: string): string[] {
  const parsed = parseFieldError(message);
  if (!parsed) return [];
  const { code, params } = parsed;
  const variants: string[] = [];
  if (code === 'TOO_SHORT' && params.minimum) variants.push('TOO_SHORT_min');
  if (code === 'TOO_LONG' && params.maximum) variants.push('TOO_LONG_max');
  variants.push(code);
  return variants.map((variant) => `users:validation.${field}.${variant}`);
}

/** Translates a field's error code: this area's specific message first, then the toolkit's. */
export function userFieldError(t: TFunction, field: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const fallback = translateFieldError(t, message, { namespaces: ['users'] });
  const keys = fieldErrorKeys(field, message);
  if (keys.length === 0) return fallback;
  return t(keys, { ...(parseFieldError(message)?.params ?? {}), defaultValue: fallback });
}

/** `errorText('username')` for the user forms. */
export function useUserErrorText<T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, FieldValues>, 'formState'>) {
  const { t } = useTranslation('users');
  const { errors } = form.formState;
  return (name: string) => userFieldError(t, name, (get(errors, name) as { message?: string } | undefined)?.message);
}

/** The code that names a failed action: the API's code, FORBIDDEN for any 403, or the client's. */
export function errorCodeOf(error: unknown): string {
  if (!isApiError(error)) return 'INTERNAL';
  if (error.status === 403) return 'FORBIDDEN';
  return error.code || 'INTERNAL';
}

/** A failed action (deactivate, save) as a sentence: users' own messages first. */
export const actionErrorText = (t: TFunction, error: unknown) =>
  translateFormError(t, errorCodeOf(error), { namespaces: ['users'] }) ?? '';
