import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalisePlate } from '../../../../contract/fleets-values';
import type { Shipment } from '../../../../contract/shipments';
import { SHIPMENT_MODES } from '../../../../contract/shipments-values';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { FleetPicker } from '../../../components/pickers/FleetPicker/FleetPicker';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { NS } from './shipment-screens';

/** The form's fields in order: server field errors and version conflicts are matched to them. */
export const SHIPMENT_FIELDS = ['mode', 'fleetId', 'plate', 'driverName', 'notes'] as const;

export const shipmentFormValues = (shipment?: Shipment) => ({
  mode: shipment?.mode ?? 'ANTAR',
  fleetId: shipment?.fleetId ?? null,
  plate: shipment?.mode === 'JEMPUT' ? shipment.plate : null,
  driverName: shipment?.driverName ?? null,
  notes: shipment?.notes ?? '',
});

/** Blank is none: the contract refuses an empty plate or driver's name but takes null. */
const noneIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * The vehicle (ANTAR: an active company fleet; JEMPUT: the outside vehicle's plate and its
 * driver's name) and internal notes. Switching the mode clears what the other mode had, so the
 * request never carries both a fleet and a plate.
 */
export function ShipmentFields({ form, errorText, currentValue }: ResourceFormFields) {
  const { t } = useTranslation(NS);
  const field = (name: (typeof SHIPMENT_FIELDS)[number]) => ({ label: t(`fields.${name}`), error: errorText(name), currentValue: currentValue(name) });
  const mode = form.watch('mode');
  const plate = form.register('plate', {
    setValueAs: noneIfBlank,
    onBlur: (event: { target: { value: string } }) => {
      const tidy = normalisePlate(event.target.value);
      if (tidy && tidy !== event.target.value) form.setValue('plate', tidy, { shouldDirty: true, shouldValidate: true });
    },
  });
  return (
    <>
      <Field {...field('mode')} required>
        <Select
          options={SHIPMENT_MODES.map((value) => ({ value, label: t(`modeOption.${value}`) }))}
          {...form.register('mode', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'ANTAR') form.setValue('plate', null, { shouldDirty: true });
              else form.setValue('fleetId', null, { shouldDirty: true });
            },
          })}
        />
      </Field>
      {mode === 'ANTAR' ? (
        <Field {...field('fleetId')} required hint={t('form.fleetHint')}>
          <Controller
            control={form.control}
            name="fleetId"
            render={({ field: fleet }) => (
              <FleetPicker
                activeOnly
                ref={fleet.ref}
                name={fleet.name}
                value={(fleet.value as number | null) ?? null}
                onBlur={fleet.onBlur}
                onChange={(id) => fleet.onChange(id)}
                placeholder={t('form.fleetPlaceholder')}
              />
            )}
          />
        </Field>
      ) : (
        <Field {...field('plate')} required hint={t('form.plateHint')}>
          <TextInput autoComplete="off" autoCapitalize="characters" spellCheck={false} {...plate} />
        </Field>
      )}
      <Field {...field('driverName')} required={mode === 'JEMPUT'} hint={mode === 'ANTAR' ? t('form.optional') : undefined}>
        <TextInput autoComplete="off" {...form.register('driverName', { setValueAs: noneIfBlank })} />
      </Field>
      <Field {...field('notes')} className="wide" hint={t('form.notesHint')}>
        <TextArea rows={3} {...form.register('notes')} />
      </Field>
    </>
  );
}
