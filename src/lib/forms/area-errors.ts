import type { TFunction } from 'i18next';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseFieldError, translateFieldError } from './field-errors';

/**
 * A field's error in an area's words: the message written for this field
 * (`customers:validation.name.TAKEN`, `fleets:validation.plate.INVALID_FORMAT`) before the
 * area's and the toolkit's general ones (decision 041), with the numbers a message needs.
 */
export function areaFieldError(t: TFunction, ns: string, field: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const fallback = translateFieldError(t, message, { namespaces: [ns] });
  const parsed = parseFieldError(message);
  if (!parsed) return fallback;
  const { code, params } = parsed;
  const variants = [
    // `min(1)` on text is the schema's way of saying the field is required (decision 041).
    ...(code === 'TOO_SHORT' && params.minimum === '1' ? ['REQUIRED'] : []),
    ...(code === 'TOO_SHORT' && params.minimum ? ['TOO_SHORT_min'] : []),
    ...(code === 'TOO_LONG' && params.maximum ? ['TOO_LONG_max'] : []),
    ...(code === 'TOO_BIG' && params.maximum ? ['TOO_BIG_max'] : []),
    code,
  ];
  return t(
    variants.map((variant) => `${ns}:validation.${field}.${variant}`),
    { ...params, defaultValue: fallback },
  );
}

/** `errorText('name')` for an area's form. */
export function useAreaErrorText<T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, FieldValues>, 'formState'>, ns: string) {
  const { t } = useTranslation(ns);
  const { errors } = form.formState;
  return (name: string) => areaFieldError(t, ns, name, (get(errors, name) as { message?: string } | undefined)?.message);
}

const NUMBER_TEXT = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?$/i;

/**
 * A number field's text as the value the contract's schema checks (register's `setValueAs`):
 * blank is null (none), `12,5` and `12.5` are 12.5 (staff write a decimal comma), anything else
 * stays text, which the schema answers INVALID_TYPE.
 */
export function numberFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return NUMBER_TEXT.test(text) ? Number(text.replace(',', '.')) : text;
}
