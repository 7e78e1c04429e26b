import { useEffect, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { PermissionName } from '../../../../contract/permissions';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useKitForm } from '../../../lib/forms/useKitForm';
import { FormActions } from '../../form/FormActions/FormActions';
import { Button } from '../../ui/Button/Button';
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
  /** The list, where Batal goes (and a save, without `detailRoute` or the permission to open it). */
  listPath: string;
  /**
   * The saved record's page (`routes.customers.detail`), where a successful save lands when the
   * user may open it: the record just saved is in sight, not somewhere in the list.
   */
  detailRoute?: { path: string; permissions: readonly PermissionName[] };
  /** A create also offers "Simpan & tambah lagi" (save, then an empty form); default true. */
  addAnother?: boolean;
  /** The toast after a save ("Kustomer Toko Sinar Jaya ditambahkan."). */
  savedText(record: R): string;
  /** A value for reading in the conflict table; default the text, "—" for none. */
  formatValue?(field: string, value: unknown): string;
  children(fields: ResourceFormFields): ReactNode;
}

/** `/customers/:customerId/detail` with the record's id. */
const recordPath = (pattern: string, id: number) => pattern.replace(/:[A-Za-z]+/, String(id));

const AGAIN = 'again';

/**
 * Every resource form (docs/product/api.md, screens.md; decision 041): the contract's schema in the
 * browser, the server's field errors put back on their fields, one record however often a create is
 * submitted (Idempotency-Key), an edit sends only what changed with its version and on 409 shows
 * both versions with the input kept, a question before leaving unsaved input, and after a save a
 * toast and the record's page (decision 304). "Simpan & tambah lagi" on a create saves and starts a
 * new form in place: the whole form is mounted afresh (its fields' own state too, a picker's search
 * or a line editor's rows) with a new Idempotency-Key, and the first field takes the focus. The
 * save, its errors, the conflict and the toast are `useKitForm`'s (decision 320), which the forms
 * that save in place (the account's) use too; what is here is what a resource form adds.
 */
export function ResourceForm<R extends { id: number; version: number }>(props: ResourceFormProps<R>) {
  const [round, setRound] = useState(0);
  return <ResourceFormRound key={round} {...props} round={round} onAddAnother={() => setRound((current) => current + 1)} />;
}

function ResourceFormRound<R extends { id: number; version: number }>({
  ns,
  label,
  schema,
  fields,
  conflictFields,
  defaultValues,
  record,
  create,
  update,
  listPath,
  detailRoute,
  addAnother = true,
  savedText,
  formatValue,
  children,
  round,
  onAddAnother,
}: ResourceFormProps<R> & { round: number; onAddAnother(): void }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const idempotency = useIdempotencyKey();
  const kit = useKitForm({
    ns,
    schema: schema as z.ZodType<Values, Values>,
    defaultValues: record ? { ...defaultValues, version: record.version } : defaultValues,
    fields,
    conflictFields,
    formatValue,
    save: (values, { changed }) =>
      record && update ? update(record.id, { ...changed, version: values.version }) : create!(values, idempotency.key),
    savedText,
    onSaved: (saved, { intent }) => {
      if (!record) idempotency.renew();
      if (!record && intent === AGAIN) {
        onAddAnother();
        return;
      }
      unsaved.allowNavigation();
      // The form is done with: Back from the record's page does not reopen it.
      void navigate(detailRoute && canOpen(detailRoute) ? recordPath(detailRoute.path, saved.id) : listPath, { replace: true });
    },
  });
  const unsaved = useUnsavedChangesPrompt(kit.dirty);
  const { form, errorText, currentValue } = kit;

  useEffect(() => {
    if (round > 0 && fields[0] !== undefined) form.setFocus(fields[0]);
    // Once per new form, when it has mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Panel>
      <form aria-label={label} {...kit.formProps}>
        {unsaved.prompt}
        {kit.notice}
        {kit.formError && <FormError role="alert">{kit.formError}</FormError>}
        <FormGrid>{children({ form, errorText, currentValue })}</FormGrid>
        <FormActions saving={kit.saving} cancelTo={listPath}>
          {!record && addAnother && (
            <Button type="submit" variant="secondary" name="intent" value={AGAIN} disabled={kit.saving}>
              {t('ui:form.saveAndAddAnother')}
            </Button>
          )}
        </FormActions>
      </form>
    </Panel>
  );
}
