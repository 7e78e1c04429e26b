import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DELIVERY_ORDERS } from '../../../../contract/areas';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { DestinationType, ShipmentDeliveryOrder } from '../../../../contract/shipments';
import { DESTINATION_TYPES } from '../../../../contract/shipments-values';
import { DeliveryOrderStatusBadge } from '../../../components/delivery/DeliveryOrderStatusBadge/DeliveryOrderStatusBadge';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { DeliveryOrderPicker } from '../../../components/pickers/DeliveryOrderPicker/DeliveryOrderPicker';
import { Button } from '../../../components/ui/Button/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar';
import { useApi } from '../../../lib/api/ApiContext';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { getRecord } from '../../../lib/resource/api';
import { theme as tokens } from '../../../theme/tokens';
import { allocationOf, draftOfOrder, hasLinesToAdd, loadKgOf, quantityOf, restored, withEveryLine, withLinesAdded, type DraftLine, type DraftOrder } from './allocation-draft';
import { NS } from './shipment-screens';

export interface AllocationEditorProps {
  value: readonly DraftOrder[];
  onChange(next: DraftOrder[]): void;
  /** A translated error for a request key (`deliveryOrders.0.lines.1.quantity`), from the schema or the server. */
  errorText(key: string): string | undefined;
  /** The fleet's capacity, for the load against it; null for none or an outside vehicle. */
  capacityKg: number | null;
  /** The shipment's DOs as saved (a DO removed and added again takes its own quantities back). */
  saved?: readonly ShipmentDeliveryOrder[];
  disabled?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  grid-column: 1 / -1;
  min-width: 0;
`;

const Order = styled.fieldset`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: ${tokens.space.md};
  min-width: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  legend { padding: 0 ${tokens.space.xs}; font-weight: ${tokens.font.weight.bold}; overflow-wrap: anywhere; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${tokens.space.md};
  align-items: start;
  min-width: 0;
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(140px, 1fr);
  gap: ${tokens.space.sm} ${tokens.space.md};
  align-items: start;
  padding-top: ${tokens.space.sm};
  border-top: 1px solid ${tokens.color.border};
  .item { overflow-wrap: anywhere; }
  .muted { color: ${tokens.color.textMuted}; font-size: ${tokens.font.size.sm}; }
`;

const Note = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  &[data-tone='warning'] { background: ${tokens.color.warningBg}; color: ${tokens.color.text}; border-left: 4px solid ${tokens.color.warning}; }
  &[data-tone='danger'] { background: ${tokens.color.dangerBg}; color: ${tokens.color.danger}; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  align-items: center;
`;

/**
 * The shipment's DOs (docs/product/screens.md): add a DO that still has something pending, its
 * destination type and address ("use the DO's address"), a quantity per line up to what this
 * shipment may take (shown with the unit), remove a DO; with the fleet's capacity and the items'
 * weights, the load against the capacity, warned above it but never blocked. The create form and
 * the shipment's DO screen both save what it holds as a whole.
 */
export function AllocationEditor({ value, onChange, errorText, capacityKg, saved = [], disabled = false }: AllocationEditorProps) {
  const { t } = useTranslation(NS);
  const { api } = useApi();
  const format = useFormatter();
  const [adding, setAdding] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  // What a DO removed here held (destination, address, quantities), given back if it is chosen again.
  const [removed, setRemoved] = useState<ReadonlyMap<number, DraftOrder>>(new Map());
  const { paths } = allocationOf(value);
  const loadKg = loadKgOf(value);

  const replace = (index: number, next: DraftOrder) => onChange(value.map((draft, at) => (at === index ? next : draft)));
  const setLine = (index: number, lineIndex: number, quantity: string) =>
    replace(index, { ...value[index]!, lines: value[index]!.lines.map((line, at) => (at === lineIndex ? { ...line, quantity } : line)) });

  // A DO already here is offered while some of its lines could still take something; choosing it
  // again adds those lines, with all they may take.
  const add = async (id: number | null) => {
    if (id === null || adding.busy) return;
    setAdding({ busy: true });
    try {
      const order = await getRecord<DeliveryOrder>(api, DELIVERY_ORDERS.api, id);
      const present = value.findIndex((draft) => draft.deliveryOrderId === id);
      if (present >= 0) replace(present, withLinesAdded(withEveryLine(value[present]!, order)));
      else {
        const fresh = draftOfOrder(order, saved.find((entry) => entry.deliveryOrderId === id));
        const before = removed.get(id);
        onChange([...value, before ? restored(fresh, before) : fresh]);
      }
      setAdding({ busy: false });
    } catch (error) {
      setAdding({ busy: false, error });
    }
  };

  // Above what the line shows as available is said with the figure shown, whatever else answered
  // (the form does not send it); the server's ABOVE_PENDING on a quantity within it is a real race.
  const lineError = (line: DraftLine, path: string | null) => {
    const quantity = quantityOf(line);
    if (quantity !== null && quantity > Math.max(0, line.available)) {
      return t('allocation.aboveAvailable', { available: format.number(Math.max(0, line.available)), unit: line.unit });
    }
    return path ? (errorText(path) ?? errorText(path.replace(/quantity$/, 'deliveryOrderLineId'))) : undefined;
  };
  const wholeError = errorText('deliveryOrders');

  return (
    <Root>
      <Header>
        <h2 style={{ margin: 0 }}>{t('allocation.title')}</h2>
      </Header>
      {value.length === 0 && <Note>{t('allocation.none')}</Note>}
      {wholeError && (
        <Note role="alert" data-tone="danger">
          {wholeError}
        </Note>
      )}
      {value.map((draft, index) => (
        <OrderEditor
          key={draft.deliveryOrderId}
          draft={draft}
          orderError={errorText(`deliveryOrders.${index}.deliveryOrderId`) ?? errorText(`deliveryOrders.${index}.lines`)}
          addressError={errorText(`deliveryOrders.${index}.address`)}
          lineError={(lineIndex) => lineError(draft.lines[lineIndex]!, paths[index]![lineIndex]!)}
          onChange={(next) => replace(index, next)}
          onLine={(lineIndex, quantity) => setLine(index, lineIndex, quantity)}
          onRemove={() => {
            setRemoved(new Map(removed).set(draft.deliveryOrderId, draft));
            onChange(value.filter((_, at) => at !== index));
          }}
          disabled={disabled}
        />
      ))}
      <Field label={t('allocation.add')} hint={t('allocation.addHint')} error={adding.error ? actionErrorText(t, adding.error, NS) : undefined}>
        <DeliveryOrderPicker
          pendingOnly
          excludeIds={value.filter((draft) => !hasLinesToAdd(draft)).map((draft) => draft.deliveryOrderId)}
          value={null}
          onChange={(id) => void add(id)}
          // Not disabled while a DO is added: a disabled field drops the focus, and the user who
          // just chose a DO goes on from the field to choose the next one.
          disabled={disabled}
          placeholder={adding.busy ? t('allocation.adding') : t('allocation.addPlaceholder')}
        />
      </Field>
      {capacityKg !== null && loadKg !== null && value.length > 0 && <Load loadKg={loadKg} capacityKg={capacityKg} />}
      {capacityKg !== null && loadKg === null && <Note>{t('allocation.loadUnknown')}</Note>}
    </Root>
  );
}

function Load({ loadKg, capacityKg }: { loadKg: number; capacityKg: number }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const share = capacityKg > 0 ? (loadKg / capacityKg) * 100 : 100;
  const over = loadKg > capacityKg;
  return (
    <>
      <ProgressBar
        value={share}
        tone={over ? 'danger' : undefined}
        label={t('allocation.load', { load: format.number(loadKg), capacity: format.number(capacityKg) })}
        // The bar stops at 100 %; above it the warning says by how much.
        showValue={!over}
      />
      {over && (
        <Note role="status" data-tone="warning">
          {t('allocation.overCapacity', { over: format.number(Math.round((loadKg - capacityKg) * 1000) / 1000), capacity: format.number(capacityKg) })}
        </Note>
      )}
    </>
  );
}

interface OrderEditorProps {
  draft: DraftOrder;
  orderError?: string;
  addressError?: string;
  lineError(lineIndex: number): string | undefined;
  onChange(next: DraftOrder): void;
  onLine(lineIndex: number, quantity: string): void;
  onRemove(): void;
  disabled: boolean;
}

function OrderEditor({ draft, orderError, addressError, lineError, onChange, onLine, onRemove, disabled }: OrderEditorProps) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const checkboxId = useId();
  const nothingPending = draft.lines.every((line) => line.available <= 0);
  return (
    <Order aria-label={t('allocation.orderLabel', { number: draft.number, customer: draft.customerName })}>
      <legend>
        {draft.number} · {draft.customerName}
      </legend>
      <Header>
        <span>
          <DeliveryOrderStatusBadge status={draft.status} />
        </span>
        <Button variant="secondary" size="sm" onClick={onRemove} disabled={disabled}>
          {t('allocation.remove', { number: draft.number })}
        </Button>
      </Header>
      {orderError && (
        <Note role="alert" data-tone="danger">
          {orderError}
        </Note>
      )}
      {nothingPending && <Note>{t('allocation.nothingPending')}</Note>}
      <Row>
        <Field label={t('fields.destinationType')} required>
          <Select
            options={DESTINATION_TYPES.map((type) => ({ value: type, label: t(`destination.${type}`) }))}
            value={draft.destinationType}
            onChange={(event) => onChange({ ...draft, destinationType: event.target.value as DestinationType })}
            disabled={disabled}
          />
        </Field>
        <div>
          <label htmlFor={checkboxId}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={draft.useOrderAddress}
              disabled={disabled}
              onChange={(event) => onChange({ ...draft, useOrderAddress: event.target.checked, address: event.target.checked ? draft.address : draft.address || (draft.orderAddress ?? '') })}
            />{' '}
            {t('allocation.useOrderAddress')}
          </label>
          {draft.useOrderAddress && draft.orderAddress !== null && <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{draft.orderAddress}</p>}
        </div>
      </Row>
      {!draft.useOrderAddress && (
        <Field label={t('fields.address')} error={addressError}>
          <TextArea rows={2} value={draft.address} disabled={disabled} onChange={(event) => onChange({ ...draft, address: event.target.value })} />
        </Field>
      )}
      {draft.lines.map((line, lineIndex) => (
        <Line key={line.deliveryOrderLineId}>
          <div>
            <div className="item">{line.itemName}</div>
            <div className="muted">
              {t('allocation.available', { available: format.number(Math.max(0, line.available)), ordered: format.number(line.ordered), unit: line.unit })}
            </div>
          </div>
          <Field label={t('allocation.quantity', { item: line.itemName, unit: line.unit })} error={lineError(lineIndex)}>
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              value={line.quantity}
              disabled={disabled || (line.available <= 0 && line.quantity === '')}
              onChange={(event) => onLine(lineIndex, event.target.value)}
            />
          </Field>
        </Line>
      ))}
    </Order>
  );
}
