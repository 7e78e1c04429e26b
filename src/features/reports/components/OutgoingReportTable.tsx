import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OutgoingReport } from '../../../../contract/reports';
import { EMPTY_VALUE, useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

/**
 * The report's table: per item, or per customer then item with a subtotal row per unit after each
 * customer, and the grand totals per unit in the footer (quantities of different units are never
 * added, decision 201). Printed (PrintSetup), the header row repeats on every page; a customer's
 * rows stay together on a page where they fit.
 */
export function OutgoingReportTable({ report, caption, busy }: { report: OutgoingReport; caption: string; busy: boolean }) {
  const { t } = useTranslation('reports');
  const format = useFormatter();
  const byCustomer = report.groupBy === 'customer';
  const columns = byCustomer ? 5 : 4;
  return (
    <Table aria-busy={busy || undefined}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {byCustomer && <th scope="col">{t('outgoing.columns.customer')}</th>}
          <th scope="col">{t('outgoing.columns.code')}</th>
          <th scope="col">{t('outgoing.columns.item')}</th>
          <th scope="col">{t('outgoing.columns.unit')}</th>
          <th scope="col" className="number">
            {t('outgoing.columns.quantity')}
          </th>
        </tr>
      </thead>
      {report.groups.map((group) => (
        <tbody key={group.customerId ?? 'all'} className={byCustomer ? 'group' : undefined}>
          {group.rows.map((row, index) => (
            <tr key={row.itemId}>
              {byCustomer && (index === 0 ? <td className="name customer">{group.customerName}</td> : <td aria-hidden="true" />)}
              <td className="code">{row.itemCode ?? EMPTY_VALUE}</td>
              <th scope="row" className="name">
                {row.itemName}
              </th>
              <td>{row.unit}</td>
              <td className="number">{format.number(row.quantity)}</td>
            </tr>
          ))}
          {byCustomer &&
            group.subtotals.map((subtotal) => (
              <tr key={`subtotal-${subtotal.unit}`} className="subtotal">
                <th scope="row" colSpan={columns - 2} className="name">
                  {t('outgoing.subtotal', { name: group.customerName })}
                </th>
                <td>{subtotal.unit}</td>
                <td className="number">{format.number(subtotal.quantity)}</td>
              </tr>
            ))}
        </tbody>
      ))}
      <tfoot>
        {report.totals.map((total, index) => (
          <Fragment key={total.unit}>
            <tr className="total">
              <th scope="row" colSpan={columns - 2}>
                {index === 0 ? t('outgoing.total') : <span className="visually-hidden">{t('outgoing.total')}</span>}
              </th>
              <td>{total.unit}</td>
              <td className="number">{format.number(total.quantity)}</td>
            </tr>
          </Fragment>
        ))}
      </tfoot>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.sm};
  background: ${tokens.color.surface};
  /* A newer answer is on its way: said by a bar over the rows and the cursor, not by fading them
     (faded text falls below WCAG's 4.5:1, axe color-contrast). */
  &[aria-busy='true'] {
    cursor: progress;
    box-shadow: inset 0 3px 0 ${tokens.color.primary};
  }
  caption {
    text-align: start;
    font-weight: ${tokens.font.weight.bold};
    padding: ${tokens.space.sm} 0;
  }
  th,
  td {
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
    vertical-align: top;
    font-weight: ${tokens.font.weight.regular};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${tokens.color.surfaceMuted};
    font-weight: ${tokens.font.weight.bold};
  }
  .name {
    overflow-wrap: anywhere;
  }
  .customer {
    font-weight: ${tokens.font.weight.medium};
  }
  .code {
    color: ${tokens.color.textMuted};
    white-space: nowrap;
  }
  .number {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .subtotal th,
  .subtotal td {
    font-style: italic;
    font-weight: ${tokens.font.weight.medium};
    background: ${tokens.color.surfaceMuted};
  }
  .total th,
  .total td {
    font-weight: ${tokens.font.weight.bold};
    border-top: 2px solid ${tokens.color.text};
  }
  .total + .total th,
  .total + .total td {
    border-top: none;
  }
  /* The header row repeated on each page, rows kept whole: the shared PrintSetup (decision 231). */
  @media print {
    font-size: 10pt;
    tfoot {
      display: table-row-group;
    }
    .group {
      break-inside: auto;
    }
  }
`;
