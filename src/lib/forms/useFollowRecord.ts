import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * An in-place form of a record that other parts of the screen change too (the account's password,
 * the company's logo), kept on the record as it is now: when its version moves on, an untouched
 * form shows it, and a form being edited whose fields the change left as loaded takes the new
 * version and keeps the input. Otherwise someone changed those fields meanwhile, and the save meets
 * the version conflict on purpose. `valuesOf` maps the record to the form's values; keep it stable.
 */
export function useFollowRecord<F extends FieldValues, C extends { version: number }>(
  form: UseFormReturn<F, unknown, FieldValues>,
  current: C | undefined,
  fields: readonly string[],
  valuesOf?: (record: C) => FieldValues,
): void {
  const loose = form as unknown as UseFormReturn<FieldValues>;
  useEffect(() => {
    if (!current || current.version === loose.getValues('version')) return;
    const next = valuesOf ? valuesOf(current) : (current as unknown as FieldValues);
    const loaded = (loose.formState.defaultValues ?? {}) as FieldValues;
    if (!loose.formState.isDirty) loose.reset(next);
    else if (fields.every((field) => sameValue(loaded[field], next[field]))) loose.reset(next, { keepDirtyValues: true });
  }, [current, valuesOf, fields, loose]);
}
