import { memo, useState } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { Item } from '../../../../contract/items';
import { Field } from '../../../components/form/Field/Field';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { ItemPicker } from '../../../components/pickers/ItemPicker/ItemPicker';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { Button } from '../../../components/ui/Button/Button';
import { useCan } from '../../../lib/access/AccessContext';
import { numberFromInput } from '../../../lib/forms/area-errors';
import { useFormatter } from '../../../lib/format';
import { useRecord } from '../../../lib/resource/api';
import { theme as tokens } from '../../../theme/tokens';
import type { LineValue } from './DeliveryOrderFields';
import { NS } from './delivery-order-screens';
import { ITEMS } from '../../../../contract/areas';

type LinesForm = UseFormReturn<{ lines: LineValue[] }>;
type LineProps = Pick<ResourceFormFields, 'errorText'> & { form: LinesForm; index: number; order?: DeliveryOrder; onRemove?(): void };

/**
 * The unit beside a line's quantity: the loaded DO's line, else the item as the picker's search
 * returned it (read-items is enough: Admin Surat Jalan has no read-item), else the item read by id.
 */
function useUnit(itemId: number | null, picked: Item | null, order?: DeliveryOrder) {
  const can = useCan();
  const known = order?.lines.find((line) => line.itemId === itemId);
  const fromPick = picked !== null && picked.id === itemId ? picked.unit : undefined;
  const item = useRecord<Item>(ITEMS.api, !known && !fromPick && can(ITEMS.permission.read) ? itemId : null, { revalidateOnFocus: false });
  return known?.unit ?? fromPick ?? item.data?.unit;
}

function Line({ form, index, order, errorText, onRemove }: LineProps) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const itemId = form.watch(`lines.${index}.itemId`);
  const [picked, setPicked] = useState<Item | null>(null);
  const unit = useUnit(itemId, picked, order);
  const taken = order?.lines.find((line) => line.itemId === itemId)?.allocated ?? 0;
  const n = index + 1;
  // One line per item, said at once: the later of two lines of an item is marked, and unmarked
  // when either changes (the schema's own check runs only once every line parses).
  const pick = (id: number | null, onChange: (id: number | null) => void) => {
    onChange(id);
    const lines = form.getValues('lines');
    lines.forEach((line, at) => {
      const name = `lines.${at}.itemId` as const;
      const twice = line.itemId !== null && lines.slice(0, at).some((earlier) => earlier.itemId === line.itemId);
      if (twice) form.setError(name, { type: 'validate', message: 'DUPLICATE' });
      else if (at === index || form.getFieldState(name).error?.message === 'DUPLICATE') form.clearErrors(name);
    });
  };
  return (
    <Row>
      <Field label={t('form.lineItem', { n })} error={errorText(`lines.${index}.itemId`)} required>
        <Controller
          control={form.control}
          name={`lines.${index}.itemId`}
          render={({ field }) => (
            <ItemPicker
              activeOnly
              ref={field.ref}
              name={field.name}
              value={field.value ?? null}
              onBlur={field.onBlur}
              onChange={(id) => pick(id, field.onChange)}
              onPick={setPicked}
              unavailableValues={form.watch('lines').flatMap((line, at) => (at !== index && line.itemId !== null ? [line.itemId] : []))}
              disabled={taken > 0}
              placeholder={t('form.itemPlaceholder')}
            />
          )}
        />
      </Field>
      <Field
        label={t('form.lineQuantity', { n })}
        error={errorText(`lines.${index}.quantity`)}
        hint={[unit && t('form.unit', { unit }), taken > 0 && t('form.taken', { quantity: format.number(taken), unit })].filter(Boolean).join(' · ') || undefined}
        required
      >
        <TextInput inputMode="numeric" autoComplete="off" {...form.register(`lines.${index}.quantity`, { setValueAs: numberFromInput })} />
      </Field>
      <span className="unit" aria-hidden="true">
        {unit}
      </span>
      <Button variant="ghost" size="sm" onClick={onRemove} disabled={!onRemove} aria-label={t('form.removeLine', { n })}>
        {t('form.remove')}
      </Button>
    </Row>
  );
}

/**
 * A DO's lines: an item and a positive whole quantity in the item's unit each, one line per item
 * (a second line of the same item says so at once), lines added and removed. On edit, a line
 * shipments already took from keeps its item and cannot be removed; its quantity says how much
 * is taken.
 *
 * Memoised: when only the customer part of the form renders again (the customer's record arriving,
 * the picker's choice), the lines are left as they are. Any change to the form's values or errors
 * renders the whole form (react-hook-form's `watch`) with a new `errorText`, so the lines follow it.
 */
export const LineEditor = memo(function LineEditor({ form: anyForm, errorText, order }: Omit<ResourceFormFields, 'form'> & { form: ResourceFormFields['form']; order?: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const form = anyForm as unknown as LinesForm;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const values = form.watch('lines');
  const takenOf = (index: number) => order?.lines.find((line) => line.itemId === values[index]?.itemId)?.allocated ?? 0;
  return (
    <fieldset className="wide">
      <legend>{t('fields.lines')}</legend>
      {errorText('lines') && (
        <p className="wide" role="alert">
          {errorText('lines')}
        </p>
      )}
      <List className="wide">
        {lines.fields.map((line, index) => (
          <li key={line.id}>
            <Line
              form={form}
              index={index}
              order={order}
              errorText={errorText}
              onRemove={lines.fields.length > 1 && takenOf(index) === 0 ? () => lines.remove(index) : undefined}
            />
          </li>
        ))}
      </List>
      <div className="wide">
        <Button variant="secondary" onClick={() => lines.append({ itemId: null, quantity: null })} disabled={lines.fields.length >= 100}>
          {t('form.addLine')}
        </Button>
      </div>
    </fieldset>
  );
});

const List = styled.ol`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  gap: ${tokens.space.sm} ${tokens.space.md};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto auto;
  }
  .unit {
    align-self: center;
    min-width: 4ch;
    color: ${tokens.color.textMuted};
  }
  button {
    align-self: center;
  }
`;
