import { useEffect, type BaseSyntheticEvent, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useToast } from '../../components/feedback/Toast/ToastProvider';
import { ConflictNotice } from '../../components/form/ConflictNotice/ConflictNotice';
import { useAreaErrorText } from './area-errors';
import { translateFormError } from './field-errors';
import { applyServerErrors } from './server-errors';
import { useSchemaForm, type SchemaForm } from './useSchemaForm';
import { useVersionConflict } from './useVersionConflict';

export interface KitFormSave<Output> {
  /** The fields the user changed since the form was loaded or last reset, with their values. */
  changed: Partial<Output>;
  /** The `value` of the button that submitted the form ("Simpan & tambah lagi" has its own). */
  intent: string | undefined;
}

export interface KitFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>, R, C extends { version: number } = { version: number }> {
  /** The namespace of the form's words: messages `validation.{field}.{CODE}`, then `validation.{CODE}`. */
  ns: string;
  /** The contract's schema, or one built from its field schemas (the server validates with the same). */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The form's fields, in order: server errors and conflicts are matched against them. */
  fields: readonly string[];
  /**
   * The fields a version conflict compares; default `fields`. None: the form shows no conflict
   * (its `save` resolves one itself), and a 409 it lets through reads as a form error.
   */
  conflictFields?: readonly string[];
  /** A field's name in the conflict table; default the namespace's `fields.{field}`. */
  fieldLabel?(field: string): string;
  /** A value for reading in the conflict table; default the text, "—" for none. */
  formatValue?(field: string, value: unknown): string;
  /** Sends the parsed values; a rejection lands on the fields, the form or the conflict notice. */
  save(values: z.output<Schema>, context: KitFormSave<z.output<Schema>>): Promise<R>;
  /** The toast after a save ("Kustomer Toko Sinar Jaya ditambahkan.", "Profil disimpan."). */
  savedText(saved: R): string;
  /** After the toast: where the form goes next (the record's page, a fresh form, its new values). */
  onSaved?(saved: R, context: KitFormSave<z.output<Schema>>): void;
  /** For a form that is one of several on a screen: the screen holds the one unsaved-changes prompt. */
  onDirtyChange?(dirty: boolean): void;
  /**
   * A record as the form holds its values (the server's record in a version conflict): an NPWP
   * written with its dots, none as ''. Keep it stable (a module's function).
   */
  valuesOf?(record: C): DefaultValues<z.input<Schema>>;
}

export interface KitForm<Schema extends z.ZodType<FieldValues, FieldValues>> {
  form: SchemaForm<Schema>;
  /** The field's translated error (the namespace's own message for the field first). */
  errorText(field: string): string | undefined;
  /** After a version conflict, the server's value beside the field ("Nilai terbaru di server: …"). */
  currentValue(field: string): string | undefined;
  /** Spread on the `<form>`: the browser's own validation stays off, the schema's speaks. */
  formProps: { noValidate: true; onSubmit(event: FormEvent<HTMLFormElement>): void };
  /** The conflict notice while a version conflict is shown, else null: render it above the fields. */
  notice: ReactNode;
  /** The translated failure that belongs to no field (FORBIDDEN, NETWORK_ERROR), else undefined. */
  formError: string | undefined;
  saving: boolean;
  dirty: boolean;
  /** A conflict is shown: saving again is the way out, even with nothing changed. */
  conflicted: boolean;
}

const plain = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * The behaviour every form that saves shares (decisions 041, 170): the schema in the browser with
 * errors translated from codes, the server's field errors on their fields (the first focused) and
 * the rest above them, a 409 VERSION_CONFLICT shown beside the kept input with "keep mine" and
 * "use the newest", submit busy while saving, and a toast on success. What a form does around it
 * stays with the form: ResourceForm's create, "Simpan & tambah lagi" and landing on the record;
 * the account's in-place saves.
 */
export function useKitForm<Schema extends z.ZodType<FieldValues, FieldValues>, R, C extends { version: number } = { version: number }>({
  ns,
  schema,
  defaultValues,
  fields,
  conflictFields = fields,
  fieldLabel,
  formatValue = (_field, value) => plain(value),
  save,
  savedText,
  onSaved,
  onDirtyChange,
  valuesOf,
}: KitFormOptions<Schema, R, C>): KitForm<Schema> {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const form = useSchemaForm(schema, { defaultValues });
  const loose = form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>;
  const errorText = useAreaErrorText(loose, ns);
  const conflict = useVersionConflict(loose, {
    fields: conflictFields as readonly Path<FieldValues>[],
    valuesOf: valuesOf as ((record: Record<string, unknown>) => Record<string, unknown>) | undefined,
  });
  const { formState } = form;
  // Read while rendering: react-hook-form tracks dirty fields only for those who look.
  const { dirtyFields, isDirty, isSubmitting } = formState;

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const currentValue = (field: string) => {
    const row = conflict.rows.find((candidate) => candidate.field === field);
    return row ? t('ui:form.conflict.currentValue', { value: formatValue(field, row.current) }) : undefined;
  };

  const submit = form.handleSubmit(async (values, event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const context: KitFormSave<z.output<Schema>> = {
      changed: Object.fromEntries(Object.entries(values).filter(([field]) => field in dirtyFields)) as Partial<z.output<Schema>>,
      intent: submitter?.getAttribute('value') ?? undefined,
    };
    try {
      const saved = await save(values, context);
      toast.success(savedText(saved));
      onSaved?.(saved, context);
    } catch (error) {
      if (!(conflictFields.length > 0 && conflict.handle(error))) applyServerErrors(loose, error, { fields });
    }
  });

  const notice = conflict.current ? (
    <ConflictNotice
      rows={conflict.rows.map((row) => ({
        field: row.field,
        label: fieldLabel ? fieldLabel(row.field) : t(`fields.${row.field}`),
        yours: formatValue(row.field, row.yours),
        current: formatValue(row.field, row.current),
      }))}
      busy={isSubmitting}
      onKeepMine={() => {
        conflict.keepMine();
        void submit();
      }}
      onUseCurrent={conflict.useCurrent}
    />
  ) : null;

  const rootError = formState.errors.root?.server?.message ?? formState.errors.root?.schema?.message;

  return {
    form,
    errorText,
    currentValue,
    formProps: { noValidate: true, onSubmit: (event) => void submit(event) },
    notice,
    formError: translateFormError(t, rootError, { namespaces: [ns] }),
    saving: isSubmitting,
    dirty: isDirty,
    conflicted: conflict.current !== null,
  };
}
