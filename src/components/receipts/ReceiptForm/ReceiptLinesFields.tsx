import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RECEIPT_REASONS } from '../../../../contract/receipts-values';
import { numberFromInput } from '../../../lib/forms/area-errors';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';
import { Field } from '../../form/Field/Field';
import { Select } from '../../form/Select/Select';
import { TextInput } from '../../form/TextInput/TextInput';
import type { ReceiptFormLine, ReceiptFormValues } from './receipt-form-model';

export interface ReceiptLinesFieldsProps {
  lines: readonly ReceiptFormLine[];
  /** What the form holds now per line (`received` as typed: null while blank). */
  values: readonly { received: number | null }[];
  register: UseFormRegister<ReceiptFormValues>;
  errorText(field: string): string | undefined;
}

const reasonOf = (value: unknown) => (value === '' ? null : value);

/**
 * Per line of the note: the item, what was shipped, and what arrived (whole, 0 … shipped; shipped
 * unless changed); below shipped, why (Kurang, Rusak, Ditolak, Lainnya), asked and required only
 * then. The item's name is in each control's name, so a screen reader tells the lines apart.
 */
export function ReceiptLinesFields({ lines, values, register, errorText }: ReceiptLinesFieldsProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const reasons = RECEIPT_REASONS.map((reason) => ({ value: reason, label: t(`receipt.reason.${reason}`) }));
  return (
    <List>
      {lines.map((line, index) => {
        const received = values[index]?.received;
        const short = typeof received === 'number' && received < line.shipped;
        const item = <span className="visually-hidden"> {line.itemName}</span>;
        return (
          <li key={line.deliveryOrderLineId}>
            <p className="item">{line.itemName}</p>
            <Field
              label={
                <>
                  {t('receipt.lines.received')}
                  {item}
                </>
              }
              hint={t('receipt.form.shipped', { quantity: format.number(line.shipped), unit: line.unit })}
              error={errorText(`lines.${index}.received`)}
              required
            >
              <span className="quantity">
                <TextInput
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.shipped}
                  step={1}
                  autoComplete="off"
                  {...register(`lines.${index}.received`, { setValueAs: numberFromInput })}
                />
                <span className="unit" aria-hidden="true">
                  {line.unit}
                </span>
              </span>
            </Field>
            {short && (
              <Field
                label={
                  <>
                    {t('receipt.lines.reason')}
                    {item}
                  </>
                }
                hint={t('receipt.form.short', { quantity: format.number(line.shipped - received), unit: line.unit })}
                error={errorText(`lines.${index}.reason`)}
                required
              >
                <Select options={reasons} placeholder={t('receipt.form.reasonPlaceholder')} {...register(`lines.${index}.reason`, { setValueAs: reasonOf })} />
              </Field>
            )}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${tokens.space.sm} ${tokens.space.md};
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
    padding-bottom: ${tokens.space.md};
    border-bottom: 1px solid ${tokens.color.border};
    @media (min-width: 640px) {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  .item {
    margin: 0;
    font-weight: ${tokens.font.weight.medium};
    overflow-wrap: anywhere;
    @media (min-width: 640px) {
      padding-top: 30px;
    }
  }
  .quantity {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: center;
  }
  .quantity input {
    max-width: 140px;
  }
  .unit {
    color: ${tokens.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
