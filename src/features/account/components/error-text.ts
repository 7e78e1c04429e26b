import type { TFunction } from 'i18next';

/**
 * A failed action's code as a sentence: the account area's message first, then the toolkit's, then the
 * generic one. The same lookup as lib/forms translateFormError, without importing that module,
 * which brings react-hook-form into screens that have no form library otherwise.
 */
export const actionErrorText = (t: TFunction, code: string): string =>
  t([`account:form.errors.${code}`, `ui:form.errors.${code}`, `account:validation.${code}`, `ui:validation.${code}`, 'ui:form.errors.generic']);
