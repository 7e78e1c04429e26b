import type { TFunction } from 'i18next';
import { get, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueCode } from '../../../contract/validation';

/**
 * Field errors travel as codes, never sentences (docs/product/api.md): the server sends `TAKEN`,
 * the same zod schema in the browser yields `TOO_SHORT`, and both are translated when they are
 * shown, so a language switch re-translates errors already on screen. A client-side code may carry
 * the numbers a message needs: `TOO_SHORT|minimum=3`.
 */
export interface ParsedFieldError {
  code: string;
  params: Record<string, string>;
}

const CODE = /^[A-Z][A-Z0-9_]*$/;

const scalar = (value: unknown) => (typeof value === 'bigint' ? value.toString() : String(value));

/**
 * A zod error map (pass it as `error` to parse): every issue without a message of its own becomes
 * a code with its parameters. Custom refinements keep their message, which is a code too
 * (`PASSWORD_TOO_COMMON`).
 */
export function issueToCode(issue: z.core.$ZodRawIssue): string {
  const code = issueCode(issue);
  const params: string[] = [];
  if (issue.code === 'too_small') {
    params.push(`minimum=${scalar(issue.minimum)}`);
    if (issue.origin) params.push(`origin=${issue.origin}`);
  }
  if (issue.code === 'too_big') {
    params.push(`maximum=${scalar(issue.maximum)}`);
    if (issue.origin) params.push(`origin=${issue.origin}`);
  }
  if (issue.code === 'invalid_format') params.push(`format=${issue.format}`);
  return [code, ...params].join('|');
}

export function parseFieldError(message: string): ParsedFieldError | null {
  const [code = '', ...rest] = message.split('|');
  if (!CODE.test(code)) return null;
  const params: Record<string, string> = {};
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at > 0) params[part.slice(0, at)] = part.slice(at + 1);
  }
  return { code, params };
}

/** The most specific translation key first; the caller adds its own namespaces in front. */
function keysFor({ code, params }: ParsedFieldError): string[] {
  const variants: string[] = [];
  const isArray = params.origin === 'array';
  if (code === 'TOO_SHORT') {
    if (isArray) variants.push('TOO_SHORT_items');
    else if (params.minimum === '1') variants.push('REQUIRED');
    else if (params.minimum) variants.push('TOO_SHORT_min');
  }
  if (code === 'TOO_LONG' && params.maximum) variants.push(isArray ? 'TOO_LONG_items' : 'TOO_LONG_max');
  if (code === 'TOO_SMALL' && params.minimum) variants.push('TOO_SMALL_min');
  if (code === 'TOO_BIG' && params.maximum) variants.push('TOO_BIG_max');
  if (code === 'INVALID_FORMAT' && params.format) variants.push(`INVALID_FORMAT_${params.format}`);
  variants.push(code);
  return variants;
}

export interface TranslateOptions {
  /** Namespaces searched before `ui` for `validation.CODE`, for codes only one area knows. */
  namespaces?: readonly string[];
}

/**
 * A field error (code, code with parameters, or a sentence someone already wrote) as the text a
 * person reads. Unknown codes read as the generic "not valid" rather than as a code.
 */
export function translateFieldError(t: TFunction, message: string | undefined, options: TranslateOptions = {}): string | undefined {
  if (!message) return undefined;
  const parsed = parseFieldError(message);
  if (!parsed) return message;
  const namespaces = [...(options.namespaces ?? []), 'ui'];
  const keys = keysFor(parsed).flatMap((key) => namespaces.map((ns) => `${ns}:validation.${key}`));
  keys.push('ui:validation.INVALID');
  return t(keys, { ...parsed.params });
}

/**
 * A message for a failure that belongs to no single field (root.server, a failed save): API error
 * codes first (FORBIDDEN, NETWORK_ERROR), then field codes (SELF_DEACTIVATION), then generic.
 */
export function translateFormError(t: TFunction, message: string | undefined, options: TranslateOptions = {}): string | undefined {
  if (!message) return undefined;
  const parsed = parseFieldError(message);
  if (!parsed) return message;
  const namespaces = [...(options.namespaces ?? []), 'ui'];
  const keys = [
    ...namespaces.map((ns) => `${ns}:form.errors.${parsed.code}`),
    ...namespaces.map((ns) => `${ns}:validation.${parsed.code}`),
    'ui:form.errors.generic',
  ];
  return t(keys, { ...parsed.params });
}

/** `errorText('email')`: the translated error of a field (nested paths too), or undefined. */
export function useErrorText<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState'>,
  options: TranslateOptions = {},
): (name: string) => string | undefined {
  const { t } = useTranslation('ui');
  // Reading formState.errors here subscribes the form's owner to error changes.
  const errors: FieldErrors<T> = form.formState.errors;
  // A new function each render: RHF updates `errors` in place, so identity would say nothing.
  return (name: string) => {
    const error = get(errors, name) as { message?: string } | undefined;
    return translateFieldError(t, error?.message, options);
  };
}
