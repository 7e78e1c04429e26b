import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useAreaErrorText } from '../../../lib/forms/area-errors';
import { translateFormError } from '../../../lib/forms/field-errors';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useVersionConflict } from '../../../lib/forms/useVersionConflict';
import { useToast } from '../../feedback/Toast/ToastProvider';
import { ConflictNotice } from '../../form/ConflictNotice/ConflictNotice';
import { FormActions } from '../../form/FormActions/FormActions';
import { FormError, FormGrid, Panel } from '../../layout/ScreenParts/ScreenParts';

type Values = Record<string, unknown>;

/** What the area's fields get to render themselves. */
export interface ResourceFormFields {
  form: UseFormReturn<Values, unknown, Values>;
  /** The field's translated error (the area's own message first). */
  errorText(field: string): string | undefined;
  /** After a version conflict, the server's value beside the field ("Nilai terbaru di server: …"). */
  currentValue(field: string): string | undefined;
}

export interface ResourceFormProps<R extends { id: number; version: number }> {
  /** The area's namespace: labels `fields.{field}`, messages `validation.{field}.{CODE}`. */
  ns: string;
  /** The form's accessible name. */
  label: string;
  /** The contract's create or update schema (the server validates with the same one). */
  schema: z.ZodType;
  /** The form's fields, in order: server errors and conflicts are matched against them. */
  fields: readonly string[];
  /**
   * The fields a version conflict compares, when not all of `fields` (a new password is input,
   * never a record's value, and is not shown back).
   */
  conflictFields?: readonly string[];
  /** Create: the empty form. Edit: the record's values (the version travels separately). */
  defaultValues: Values;
  /** Edit: the record as loaded; its version goes with the save. Without it, a create. */
  record?: R;
  create?(body: Values, idempotencyKey: string): Promise<R>;
  update?(id: number, body: Values): Promise<R>;
  /** The list, where Batal and a successful save go. */
  listPath: string;
  /** The toast after a save ("Kustomer Toko Sinar Jaya ditambahkan."). */
  savedText(record: R): string;
  /** A value for reading in the conflict table; default the text, "—" for none. */
  formatValue?(field: string, value: unknown): string;
  children(fields: ResourceFormFields): ReactNode;
}

const plain = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * Every resource form (SPEC §5, §8; decision 041): the contract's schema in the browser, the
 * server's field errors put back on their fields, one record however often a create is submitted
 * (Idempotency-Key), an edit sends only what changed with its version and on 409 shows both
 * versions with the input kept, a question before leaving unsaved input, and after a save a toast
 * and back to the list.
 */
export function ResourceForm<R extends { id: number; version: number }>({
  ns,
  label,
  schema,
  fields,
  conflictFields = fields,
  defaultValues,
  record,
  create,
  update,
  listPath,
  savedText,
  formatValue = (_field, value) => plain(value),
  children,
}: ResourceFormProps<R>) {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const form = useSchemaForm(schema as z.ZodType<Values, Values>, {
    defaultValues: record ? { ...defaultValues, version: record.version } : defaultValues,
  }) as UseFormReturn<Values, unknown, Values>;
  const errorText = useAreaErrorText(form as UseFormReturn<FieldValues, unknown, FieldValues>, ns);
  const conflict = useVersionConflict(form, { fields: conflictFields });
  const { formState } = form;
  // Read while rendering: react-hook-form tracks dirty fields only for those who look.
  const { dirtyFields } = formState;
  const unsaved = useUnsavedChangesPrompt(formState.isDirty);

  const currentValue = (field: string) => {
    const row = conflict.rows.find((candidate) => candidate.field === field);
    return row ? t('ui:form.conflict.currentValue', { value: formatValue(field, row.current) }) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      let saved: R;
      if (record && update) {
        const changed = Object.fromEntries(Object.entries(values).filter(([field]) => field in dirtyFields));
        saved = await update(record.id, { ...changed, version: values.version });
      } else {
        saved = await create!(values, idempotency.key);
        idempotency.renew();
      }
      unsaved.allowNavigation();
      toast.success(savedText(saved));
      navigate(listPath);
    } catch (error) {
      if (!conflict.handle(error)) applyServerErrors(form, error, { fields });
    }
  });

  const rootError = formState.errors.root?.server?.message ?? formState.errors.root?.schema?.message;

  return (
    <Panel>
      <form aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
        {unsaved.prompt}
        {conflict.current && (
          <ConflictNotice
            rows={conflict.rows.map((row) => ({
              field: row.field,
              label: t(`fields.${row.field}`),
              yours: formatValue(row.field, row.yours),
              current: formatValue(row.field, row.current),
            }))}
            busy={formState.isSubmitting}
            onKeepMine={() => {
              conflict.keepMine();
              void onSubmit();
            }}
            onUseCurrent={conflict.useCurrent}
          />
        )}
        {rootError && <FormError role="alert">{translateFormError(t, rootError, { namespaces: [ns] })}</FormError>}
        <FormGrid>{children({ form, errorText, currentValue })}</FormGrid>
        <FormActions saving={formState.isSubmitting} cancelTo={listPath} />
      </form>
    </Panel>
  );
}
