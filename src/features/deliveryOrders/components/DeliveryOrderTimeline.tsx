import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { ReceiptState } from '../../../../contract/receipts-values';
import { ReceiptStateBadge } from '../../../components/receipts/ReceiptStateBadge/ReceiptStateBadge';
import { useFormatter } from '../../../lib/format';
import { formatUnitQuantities } from '../../../lib/unit-quantities';
import { theme as tokens } from '../../../theme/tokens';
import { NS } from './delivery-order-screens';

interface Event {
  at: string;
  key: string;
  text: string;
  /** What the customer received of the shipment's load, beside its proof. */
  receipt?: ReceiptState;
}

/**
 * The DO's dated history as the API gives it: created, each shipment's allocation (per unit) and
 * proof (with what the customer received of it) or cancel, and cancelled or completed; oldest first.
 */
export function DeliveryOrderTimeline({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const events: Event[] = [
    { at: order.createdAt, key: 'created', text: order.createdBy ? t('timeline.createdBy', { name: order.createdBy.name }) : t('timeline.created') },
    ...order.shipments.flatMap((shipment) => [
      {
        at: shipment.allocatedAt,
        key: `allocated-${shipment.id}`,
        text: t('timeline.allocated', { number: shipment.number, quantities: formatUnitQuantities(shipment.quantities, format), plate: shipment.plate }),
      },
      ...(shipment.completedAt
        ? [{ at: shipment.completedAt, key: `proof-${shipment.id}`, text: t('timeline.proof', { number: shipment.number }), receipt: shipment.receiptState }]
        : []),
      ...(shipment.cancelledAt ? [{ at: shipment.cancelledAt, key: `cancelled-${shipment.id}`, text: t('timeline.shipmentCancelled', { number: shipment.number }) }] : []),
    ]),
    ...(order.cancelledAt ? [{ at: order.cancelledAt, key: 'cancelled', text: t('timeline.cancelled') }] : []),
    ...(order.completedAt ? [{ at: order.completedAt, key: 'completed', text: t('timeline.completed') }] : []),
  ];
  // Stable: events of the same moment keep the order above (a proof before the DO's completion).
  // Creation comes first and the ending (cancelled, completed) last whatever their stamps say: a
  // clock set back, or imported records, must not show a DO completed before it was created.
  const rank = (event: Event) => (event.key === 'created' ? 0 : event.key === 'cancelled' || event.key === 'completed' ? 2 : 1);
  events.sort((a, b) => rank(a) - rank(b) || Date.parse(a.at) - Date.parse(b.at));
  return (
    <List>
      {events.map((event) => (
        <li key={event.key}>
          <time dateTime={event.at}>{format.dateTime(event.at)}</time>
          <span>
            {event.text}
            {event.receipt && (
              <>
                {' '}
                <ReceiptStateBadge state={event.receipt} />
              </>
            )}
          </span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0 0 0 ${tokens.space.lg};
  border-left: 2px solid ${tokens.color.border};
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding-bottom: ${tokens.space.md};
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-${tokens.space.lg} - 6px);
    top: 4px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${tokens.color.primary};
  }
  time {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
`;
