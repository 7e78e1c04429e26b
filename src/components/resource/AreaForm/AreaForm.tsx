import type { ComponentType } from 'react';
import type { z } from 'zod';
import { useCreate, useRecord, useUpdate } from '../../../lib/resource/api';
import { useAreaWords } from '../../../lib/resource/area-words';
import { recordLabel, useRecordId, type PlainArea } from '../../../lib/resource/plain-area';
import { pagesOf } from '../../../lib/routes/routes';
import { RecordGate } from '../RecordGate/RecordGate';
import { ResourceForm, type ResourceFormFields } from '../ResourceForm/ResourceForm';

type Saved = { id: number; version: number };
type Values = Record<string, unknown>;

/** What an area's create and edit screens are made of: only its schemas and its fields are its own. */
export interface AreaFormDef<R extends Saved> {
  area: PlainArea;
  /** The contract's create and update schemas (the server validates with the same ones). */
  create: z.ZodType;
  update: z.ZodType;
  /** The form's fields in order: server field errors and version conflicts are matched to them. */
  fields: readonly string[];
  /** The empty form, or a record's values (its version travels separately). */
  values(record?: R): Values;
  Fields: ComponentType<ResourceFormFields>;
}

/**
 * `/{area}/new` of a plain area (docs/product/screens.md): the area's form, then the new record's
 * page with "Kustomer Toko Baru ditambahkan." (ResourceForm does the rest).
 */
export function AreaCreateForm<R extends Saved>({ form }: { form: AreaFormDef<R> }) {
  const { area, Fields } = form;
  const words = useAreaWords(area.key);
  const create = useCreate<R, Values>(area.api);
  const { routes, paths } = pagesOf(area.key);
  return (
    <ResourceForm
      ns={area.key}
      label={words('form.createLabel')}
      schema={form.create}
      fields={form.fields}
      defaultValues={form.values()}
      create={create}
      listPath={paths.data()}
      detailRoute={routes.detail}
      savedText={(record) => words('toast.created', { name: recordLabel(area, record) })}
    >
      {(fields) => <Fields {...fields} />}
    </ResourceForm>
  );
}

/** `/{area}/:id/edit` of a plain area: the record as loaded, saved with the version it was loaded at. */
export function AreaEditForm<R extends Saved>({ form }: { form: AreaFormDef<R> }) {
  const { area, Fields } = form;
  const words = useAreaWords(area.key);
  const id = useRecordId(area);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const answer = useRecord<R>(area.api, id, { revalidateOnFocus: false });
  const update = useUpdate<R, Values>(area.api);
  const { routes, paths } = pagesOf(area.key);
  return (
    <RecordGate id={id} answer={answer} listPath={paths.data()} ns={area.key}>
      {(record) => (
        <ResourceForm
          key={record.id}
          ns={area.key}
          label={words('form.editLabel')}
          schema={form.update}
          fields={form.fields}
          defaultValues={form.values(record)}
          record={record}
          update={update}
          listPath={paths.data()}
          detailRoute={routes.detail}
          savedText={(saved) => words('toast.updated', { name: recordLabel(area, saved) })}
        >
          {(fields) => <Fields {...fields} />}
        </ResourceForm>
      )}
    </RecordGate>
  );
}
