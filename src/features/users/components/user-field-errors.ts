import type { TFunction } from 'i18next';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseFieldError, translateFieldError } from '../../../lib/forms/field-errors';

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

