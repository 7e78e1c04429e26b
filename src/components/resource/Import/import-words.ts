import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_MAX_BYTES, IMPORT_ROW_CODES, IMPORT_CELL_CODES, problemKey } from '../../../../contract/imports-values';
import type { ImportProblem, ImportProblemRow } from '../../../../contract/imports';
import { isApiError } from '../../../lib/api/errors';
import { SUPPORTED_LANGUAGES } from '../../../lib/i18n-names';

/**
 * The import screen's words that come from the area (its fields' names, its validation messages)
 * and from the answers (a file's refusal, a row's problems). The contract sends codes; they are
 * translated here, so a language switch re-translates what is on screen.
 */

/** A field as a column heading: the area's `fields.<field>` (a status field by the area's word for status). */
export const fieldHeader = (t: TFunction, ns: string, field: string): string =>
  t([`${ns}:fields.${field}`, ...(field === 'active' ? [`${ns}:fields.status`, 'ui:area.fields.status'] : [])], { defaultValue: field });

/**
 * What keeps a mapping from being checked, as a sentence: the key column unmatched (in the area's
 * words when it has them), else a field chosen for two columns; null when it can be checked.
 */
export function mappingProblem(t: TFunction, ns: string, key: readonly string[], mapping: readonly (string | null)[]): string | null {
  const chosen = mapping.filter((field): field is string => field !== null);
  if (!key.some((field) => chosen.includes(field))) return t([`${ns}:import.key`, 'ui:import.mapping.key'], { fields: key.map((field) => fieldHeader(t, ns, field)).join(' / ') });
  const twice = chosen.find((field, index) => chosen.indexOf(field) !== index);
  return twice ? t('ui:import.mapping.duplicate', { field: fieldHeader(t, ns, twice) }) : null;
}

/** The most specific message key first, as forms choose them (lib/forms/area-errors.ts). */
const variantsOf = ({ code, params = {} }: Pick<ImportProblem, 'code' | 'params'>) => [
  ...(code === 'TOO_LONG' && params.maximum !== undefined ? ['TOO_LONG_max'] : []),
  ...(code === 'TOO_SHORT' && params.minimum !== undefined ? ['TOO_SHORT_min'] : []),
  ...(code === 'TOO_BIG' && params.maximum !== undefined ? ['TOO_BIG_max'] : []),
  ...(code === 'TOO_SMALL' && params.minimum !== undefined ? ['TOO_SMALL_min'] : []),
  code,
];

/**
 * A problem as a sentence: the area's message for the field (`customers:validation.name.TAKEN`),
 * then the area's import words (a DO's GROUP_FAILED), then the import's own words (EXISTS,
 * NUMBER_GROUPING…), then the forms' general ones.
 */
export function problemText(t: TFunction, ns: string, problem: Pick<ImportProblem, 'field' | 'code' | 'params'>): string {
  const variants = variantsOf(problem);
  const keys = [
    ...(problem.field ? variants.map((variant) => `${ns}:validation.${problem.field}.${variant}`) : []),
    `${ns}:import.problems.${problem.code}`,
    `ui:import.problems.${problem.code}`,
    ...variants.map((variant) => `ui:validation.${variant}`),
    'ui:validation.INVALID',
  ];
  return t(keys, { ...problem.params });
}

/** Codes a cell or a row may fail with beyond those listed: the failed-rows file may hold more rows than the check lists. */
const GENERAL_CODES = ['REQUIRED', 'TAKEN', 'INVALID_FORMAT', 'TOO_LONG', 'NOT_WHOLE', 'TOO_PRECISE', 'TOO_BIG', 'TOO_SMALL', ...IMPORT_CELL_CODES, 'EXISTS'];

/**
 * The messages a failed-rows file's reasons are written with, keyed as `problemKey` writes them:
 * every problem the check listed, and each mapped field's and the row's codes without figures.
 */
export function failedRowMessages(t: TFunction, ns: string, failed: readonly ImportProblemRow[], fields: readonly string[]): Record<string, string> {
  const messages: Record<string, string> = {};
  const add = (problem: Pick<ImportProblem, 'field' | 'code' | 'params'>) => {
    messages[problemKey(problem)] ??= problemText(t, ns, problem);
  };
  for (const field of fields) for (const code of GENERAL_CODES) add({ field, code });
  for (const code of IMPORT_ROW_CODES) add({ field: null, code });
  for (const row of failed) for (const problem of row.problems) add(problem);
  return messages;
}

/** A failure of a step as a sentence: a file's refusal by its reason and figures, else the API's code. */
export function importErrorText(t: TFunction, error: unknown, format: { number(value: number): string }): string {
  if (!isApiError(error)) return t('ui:import.errors.failed');
  if (error.isNetwork) return t('ui:import.errors.network');
  if (error.code === 'IMPORTS_BUSY') return t('ui:import.errors.busy');
  if (error.code === 'IMPORT_CHANGED') return t('ui:import.errors.changed');
  const reason = error.fields.file;
  if (error.code === 'IMPORT_FILE_UNREADABLE' && reason) {
    const params = Object.fromEntries(Object.entries(error.details.params ?? {}).map(([name, value]) => [name, typeof value === 'number' ? format.number(value) : value]));
    return t([`ui:import.fileErrors.${reason}`, 'ui:form.errors.IMPORT_FILE_UNREADABLE'], { ...params, size: format.number(IMPORT_FILE_MAX_BYTES / 1024 / 1024) });
  }
  return t([`ui:form.errors.${error.status === 403 ? 'FORBIDDEN' : error.code}`, 'ui:form.errors.generic']);
}

/**
 * Every field's names in each language the app speaks, for matching a file's headings: a file
 * written from the English template, or exported in English, matches on an Indonesian page too.
 * Null until the other language's words have loaded.
 */
export function useFieldNames(ns: string, fields: readonly string[]): Record<string, string[]> | null {
  const { i18n } = useTranslation();
  const [names, setNames] = useState<Record<string, string[]> | null>(null);
  const key = fields.join(',');
  useEffect(() => {
    let live = true;
    const languages = [...SUPPORTED_LANGUAGES];
    void i18n
      .loadLanguages(languages)
      .then(() => i18n.loadNamespaces([ns, 'ui']))
      .catch(() => undefined)
      .then(() => {
        if (!live) return;
        const list = key.split(',');
        setNames(Object.fromEntries(list.map((field) => [field, languages.map((language) => fieldHeader(i18n.getFixedT(language, [ns, 'ui']), ns, field))])));
      });
    return () => {
      live = false;
    };
  }, [i18n, ns, key]);
  return names;
}
