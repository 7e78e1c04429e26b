import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEMS } from '../../../../contract/areas';
import { createItemSchema, updateItemSchema, type Item } from '../../../../contract/items';
import { UNIT_SUGGESTIONS } from '../../../../contract/items-values';
import { Field } from '../../../components/form/Field/Field';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import type { AreaFormDef } from '../../../components/resource/AreaForm/AreaForm';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { numberFromInput } from '../../../lib/forms/area-errors';

export const ITEM_FIELDS = ['name', 'code', 'unit', 'weightKg', 'notes'] as const;

export const itemFormValues = (item?: Item) => ({
  name: item?.name ?? '',
  code: item?.code ?? '',
  unit: item?.unit ?? '',
  weightKg: item?.weightKg ?? null,
  notes: item?.notes ?? '',
});

/** Name, code, unit (free text with suggestions), weight per unit in kg, notes (docs/product/data.md). */
export function ItemFields({ form, errorText, currentValue }: ResourceFormFields) {
  const { t } = useTranslation(ITEMS.key);
  const unitsId = useId();
  const field = (name: (typeof ITEM_FIELDS)[number]) => ({ label: t(`fields.${name}`), error: errorText(name), currentValue: currentValue(name) });
  return (
    <>
      <Field {...field('name')} required>
        <TextInput autoComplete="off" {...form.register('name')} />
      </Field>
      <Field {...field('code')} hint={t('form.codeHint')}>
        <TextInput autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('code')} />
      </Field>
      <Field {...field('unit')} required hint={t('form.unitHint')}>
        <TextInput autoComplete="off" autoCapitalize="characters" list={unitsId} {...form.register('unit')} />
      </Field>
      <datalist id={unitsId}>
        {UNIT_SUGGESTIONS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <Field {...field('weightKg')} hint={t('form.weightHint')}>
        <TextInput inputMode="decimal" autoComplete="off" {...form.register('weightKg', { setValueAs: numberFromInput })} />
      </Field>
      <Field {...field('notes')} className="wide">
        <TextArea rows={3} {...form.register('notes')} />
      </Field>
    </>
  );
}

/** The items' create and edit screens (AreaCreateForm, AreaEditForm). */
export const ITEM_FORM: AreaFormDef<Item> = {
  area: ITEMS,
  create: createItemSchema,
  update: updateItemSchema,
  fields: ITEM_FIELDS,
  values: itemFormValues,
  Fields: ItemFields,
};
