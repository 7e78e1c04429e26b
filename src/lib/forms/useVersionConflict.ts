import { useCallback, useMemo, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { versionConflictOf } from './server-errors';

export interface ConflictRow {
  field: string;
  /** What the user typed and still has in the form. */
  yours: unknown;
  /** What the server holds now. */
  current: unknown;
}

export interface VersionConflictApi {
  /** The server's current record while a conflict is shown, else null. */
  current: Record<string, unknown> | null;
  /**
   * The fields someone else changed since the form was loaded and where the user's input differs
   * from the server's: a field only the user changed is theirs to save, not a conflict.
   */
  rows: ConflictRow[];
  /** Call with a failed save's error: true when it was a version conflict and is now shown. */
  handle(error: unknown): boolean;
  /** Adopts the server's version and keeps every input: the next save overwrites. */
  keepMine(): void;
  /** Replaces the inputs with the server's values (the new starting point). */
  useCurrent(): void;
  dismiss(): void;
}

const same = (a: unknown, b: unknown) => {
  const norm = (value: unknown) => (value === undefined || value === '' ? null : value);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

/**
 * A 409 VERSION_CONFLICT on save (docs/product/api.md): shows what the record is now beside what
 * the user typed, never throwing the input away, and lets the user keep theirs or take the
 * server's.
 */
export function useVersionConflict<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'getValues' | 'setValue' | 'reset' | 'formState'>,
  options: {
    fields: readonly Path<T>[];
    versionField?: Path<T>;
    /**
     * The server's record as the form holds its values (an NPWP written with its dots, none as ''),
     * so a field nobody changed is not a conflict for being written differently. Keep it stable.
     */
    valuesOf?(record: Record<string, unknown>): Record<string, unknown>;
  },
): VersionConflictApi {
  const [state, setState] = useState<{ current: Record<string, unknown>; yours: Record<string, unknown> } | null>(null);
  // The server's record the user last saw: after "keep mine", a further conflict compares with it,
  // so only a third change shows, not the one already shown.
  const [seen, setSeen] = useState<Record<string, unknown> | null>(null);
  const versionField = options.versionField ?? ('version' as Path<T>);
  const fieldsKey = options.fields.join('\u0000');
  // Read at conflict time: the form's starting values tell which fields the other person changed.
  const { defaultValues } = form.formState;
  const { valuesOf } = options;

  const handle = useCallback(
    (error: unknown) => {
      const current = versionConflictOf(error);
      if (!current) return false;
      setState({ current: valuesOf ? { ...current, ...valuesOf(current) } : current, yours: form.getValues() as Record<string, unknown> });
      return true;
    },
    [form, valuesOf],
  );

  const rows = useMemo<ConflictRow[]>(() => {
    if (!state) return [];
    const loaded = seen ?? ((defaultValues ?? {}) as Record<string, unknown>);
    return fieldsKey
      .split('\u0000')
      .filter((field) => field !== '' && !same(loaded[field], state.current[field]) && !same(state.yours[field], state.current[field]))
      .map((field) => ({ field, yours: state.yours[field], current: state.current[field] }));
  }, [state, seen, fieldsKey, defaultValues]);

  const keepMine = useCallback(() => {
    if (!state) return;
    form.setValue(versionField, state.current.version as PathValue<T, Path<T>>, { shouldDirty: false });
    setSeen(state.current);
    setState(null);
  }, [form, state, versionField]);

  const useCurrent = useCallback(() => {
    if (!state) return;
    const next = { ...(form.getValues() as Record<string, unknown>) };
    for (const field of fieldsKey.split('\u0000')) if (field && field in state.current) next[field] = state.current[field];
    next[versionField] = state.current.version;
    form.reset(next as T);
    setSeen(null);
    setState(null);
  }, [form, state, fieldsKey, versionField]);

  const dismiss = useCallback(() => setState(null), []);

  return { current: state?.current ?? null, rows, handle, keepMine, useCurrent, dismiss };
}
