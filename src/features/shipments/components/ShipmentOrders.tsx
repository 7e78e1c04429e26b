import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Shipment } from '../../../../contract/shipments';
import { DeliveryOrderStatusBadge } from '../../../components/delivery/DeliveryOrderStatusBadge/DeliveryOrderStatusBadge';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatQuantity } from '../../../lib/unit-quantities';
import { paths, routes } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';
import { NoteReceipt } from './NoteReceipt';
import { NS } from './shipment-screens';

const Order = styled.section`
  padding: ${tokens.space.md} 0;
  border-top: 1px solid ${tokens.color.border};
  min-width: 0;
  h3 { margin: 0 0 ${tokens.space.xs}; font-size: ${tokens.font.size.md}; overflow-wrap: anywhere; }
  /* The note's own text and table only: its receipt below brings its own look. */
  > p { margin: 0 0 ${tokens.space.sm}; overflow-wrap: anywhere; }
  .muted { color: ${tokens.color.textMuted}; }
  > table { border-collapse: collapse; width: 100%; }
  > table th, > table td { text-align: start; padding: ${tokens.space.xs} ${tokens.space.sm}; border-bottom: 1px solid ${tokens.color.border}; overflow-wrap: anywhere; }
  > table td.number, > table th.number { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/**
 * The DOs a shipment carries: destination, address and quantity per line, each DO linked to its
 * detail when permitted; on a loaded shipment, each note's receipt.
 */
export function ShipmentOrders({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const canOpen = useCanOpen();
  const titleId = useId();
  const mayOpen = canOpen(routes.deliveryOrders.detail);
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('detail.deliveryOrders', { count: shipment.deliveryOrders.length })}</h2>
      {shipment.deliveryOrders.length === 0 && <p>{t('detail.noDeliveryOrders')}</p>}
      {shipment.deliveryOrders.map((order) => (
        <Order key={order.deliveryOrderId} aria-label={order.number}>
          <h3>
            {mayOpen ? <Link to={paths.deliveryOrders.detail(order.deliveryOrderId)}>{order.number}</Link> : order.number} · {order.customerName}
          </h3>
          <p>
            <span className="muted">{t('fields.destinationType')}:</span> <span>{t(`destination.${order.destinationType}`)}</span> ·{' '}
            <span className="muted">{t('detail.orderStatus')}:</span>{' '}
            <span>
              <DeliveryOrderStatusBadge status={order.status} />
            </span>
          </p>
          <p>
            <span className="muted">{t('fields.address')}:</span> {order.address || '—'}
          </p>
          <table>
            <caption className="muted" style={{ textAlign: 'start' }}>
              {t('detail.linesOf', { number: order.number })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.item')}</th>
                <th scope="col" className="number">
                  {t('detail.quantity')}
                </th>
                <th scope="col" className="number">
                  {t('detail.ordered')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.deliveryOrderLineId}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    {line.itemName}
                  </th>
                  <td className="number">
                    {formatQuantity(line.quantity, line.unit, format)}
                  </td>
                  <td className="number">
                    {formatQuantity(line.ordered, line.unit, format)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* What the customer received is asked once the goods are loaded. */}
          {shipment.status === 'SELESAI' && <NoteReceipt shipment={shipment} order={order} />}
        </Order>
      ))}
    </Panel>
  );
}
