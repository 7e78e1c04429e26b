import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FLEETS } from '../../../../contract/areas';
import { createFleetSchema, normalisePlate, updateFleetSchema, type Fleet } from '../../../../contract/fleets';
import { Field } from '../../../components/form/Field/Field';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import type { AreaFormDef } from '../../../components/resource/AreaForm/AreaForm';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { Toggle } from '../../../components/ui/Toggle/Toggle';
import { numberFromInput } from '../../../lib/forms/area-errors';

export const FLEET_FIELDS = ['plate', 'model', 'capacityKg', 'active'] as const;

export const fleetFormValues = (fleet?: Fleet) => ({
  plate: fleet?.plate ?? '',
  model: fleet?.model ?? '',
  capacityKg: fleet?.capacityKg ?? null,
  active: fleet?.active ?? true,
});

/** Plate (tidied to `AB 1234 CD` when the field is left), model, capacity in kg, active. */
export function FleetFields({ form, errorText, currentValue }: ResourceFormFields) {
  const { t } = useTranslation(FLEETS.key);
  const field = (name: (typeof FLEET_FIELDS)[number]) => ({ label: t(`fields.${name}`), error: errorText(name), currentValue: currentValue(name) });
  const plate = form.register('plate', {
    onBlur: (event: { target: { value: string } }) => {
      const tidy = normalisePlate(event.target.value);
      if (tidy && tidy !== event.target.value) form.setValue('plate', tidy, { shouldDirty: true, shouldValidate: true });
    },
  });
  return (
    <>
      <Field {...field('plate')} required hint={t('form.plateHint')}>
        <TextInput autoComplete="off" autoCapitalize="characters" spellCheck={false} {...plate} />
      </Field>
      <Field {...field('model')} required>
        <TextInput autoComplete="off" {...form.register('model')} />
      </Field>
      <Field {...field('capacityKg')} hint={t('form.capacityHint')}>
        <TextInput inputMode="numeric" autoComplete="off" {...form.register('capacityKg', { setValueAs: numberFromInput })} />
      </Field>
      <Controller
        control={form.control}
        name="active"
        render={({ field: active }) => (
          <Toggle
            label={t('form.activeLabel')}
            description={t('form.activeHint')}
            checked={active.value === true}
            onChange={(checked) => active.onChange(checked)}
            name={active.name}
          />
        )}
      />
    </>
  );
}

/** The fleets' create and edit screens (AreaCreateForm, AreaEditForm). */
export const FLEET_FORM: AreaFormDef<Fleet> = {
  area: FLEETS,
  create: createFleetSchema,
  update: updateFleetSchema,
  fields: FLEET_FIELDS,
  values: fleetFormValues,
  Fields: FleetFields,
};
