import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ShipmentPrintInfo } from '../../../../contract/shipments';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

export interface PrintRecordProps {
  print: ShipmentPrintInfo;
  /** A link or button beside it, e.g. "Cetak surat jalan". */
  action?: ReactNode;
}

/**
 * For the shipment detail: "printed N times, last by … at …" and a warning when
 * the shipment or its DOs changed after the last print, so staff know to print again.
 */
export function PrintRecord({ print, action }: PrintRecordProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  return (
    <Box aria-label={t('printRecord.label')}>
      <p>
        {print.count === 0
          ? t('printRecord.never')
          : t('printRecord.printed', {
              count: print.count,
              who: print.lastPrintedBy?.name || t('printRecord.someone'),
              when: format.dateTime(print.lastPrintedAt),
            })}
      </p>
      {print.changedSincePrint && (
        <p className="changed" role="status">
          {t('printRecord.changed')}
        </p>
      )}
      {action}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
  p {
    margin: 0;
  }
  .changed {
    padding: 2px ${tokens.space.sm};
    color: ${tokens.color.warning};
    background: ${tokens.color.warningBg};
    border-radius: ${tokens.radius.sm};
    font-weight: ${tokens.font.weight.medium};
  }
`;
