import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PRINT_BATCH_MAX } from '../../../../contract/delivery-notes-values';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { RecordLoadState } from '../../../components/feedback/RecordLoadState/RecordLoadState';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { paths } from '../../../lib/routes/routes';
import { useNoteCompany } from '../api/note-company';
import { usePrintBatch, useRecordPrint } from '../api/prints-api';
import { CompanyNotice } from '../components/CompanyNotice';
import { batchIdsOf, NS } from '../components/note-model';
import { PrintView } from '../components/PrintView';

/**
 * /shipments/print?ids=3,1,2 (read-shipment): the notes of several shipments in one document, in
 * the list's order. More than PRINT_BATCH_MAX is refused before anything loads;
 * shipments that do not exist or carry no DO are named and left out; a 403 goes to /404.
 */
export default function ShipmentsPrintBatchScreen({ print, origin }: { print?: () => void; origin?: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const raw = params.get('ids');
  const { ids, invalid, tooMany } = useMemo(() => batchIdsOf(raw), [raw]);
  const batch = usePrintBatch(tooMany ? [] : ids);
  const record = useRecordPrint();
  const { company, failed: companyFailed, retry } = useNoteCompany();
  useForbiddenRedirect(batch.error);
  if (tooMany || ids.length === 0) {
    return (
      <Panel>
        <EmptyState
          icon={tooMany ? 'error' : 'info'}
          title={tooMany ? t('batch.tooMany', { max: PRINT_BATCH_MAX, count: ids.length }) : t('batch.none')}
          text={tooMany ? t('batch.tooManyText', { max: PRINT_BATCH_MAX }) : t('batch.noneText')}
          action={<ButtonLink to={paths.shipments.data()}>{t('batch.back')}</ButtonLink>}
        />
      </Panel>
    );
  }
  if (!batch.data || company === undefined) return <RecordLoadState error={batch.error} onRetry={() => void batch.mutate()} backTo={paths.shipments.data()} area={NS} />;
  const loaded = batch.data.flatMap((entry) => (entry.shipment ? [entry.shipment] : []));
  const failed = batch.data.filter((entry) => !entry.shipment);
  const empty = loaded.filter((shipment) => shipment.deliveryOrders.length === 0);
  const left = [
    ...invalid.map((value) => t('batch.invalid', { value })),
    ...failed.map((entry) => t('batch.notFound', { id: entry.id })),
    ...empty.map((shipment) => t('batch.noDeliveryOrder', { number: shipment.number })),
  ];
  const leftOut =
    left.length > 0 ? (
      <div role="note" aria-label={t('batch.leftOut')}>
        <p>
          <strong>{t('batch.leftOut')}</strong>
        </p>
        <ul>
          {left.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    ) : undefined;
  const notices = (
    <>
      {companyFailed && <CompanyNotice onRetry={retry} />}
      {leftOut}
    </>
  );
  return <PrintView shipments={loaded} onRecord={record} print={print} notices={notices} origin={origin} company={company} />;
}
