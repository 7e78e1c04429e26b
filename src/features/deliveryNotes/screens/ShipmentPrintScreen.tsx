import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { RecordLoadState } from '../../../components/feedback/RecordLoadState/RecordLoadState';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { parseId } from '../../../lib/route-params';
import { paths } from '../../../lib/routes/routes';
import { useNoteCompany } from '../api/note-company';
import { usePrintShipment, useRecordPrint } from '../api/prints-api';
import { CompanyNotice } from '../components/CompanyNotice';
import { NS } from '../components/note-model';
import { PrintView } from '../components/PrintView';

/**
 * /shipments/:shipmentId/print (read-shipment): the shipment's surat jalan, one per DO, headed by
 * the company profile, ready for the browser's print dialog. A shipment with no DO says so instead
 * of printing an empty note.
 */
export default function ShipmentPrintScreen({ print, origin }: { print?: () => void; origin?: string }) {
  const { t } = useTranslation(NS);
  const id = parseId(useParams().shipmentId);
  const shipment = usePrintShipment(id);
  const record = useRecordPrint();
  const { company, failed, retry } = useNoteCompany();
  return (
    <RecordGate id={id} answer={shipment} listPath={paths.shipments.data()} ns={NS}>
      {(loaded) =>
        loaded.deliveryOrders.length === 0 ? (
          <Panel>
            <EmptyState
              title={t('empty.title', { number: loaded.number })}
              text={t('empty.text')}
              action={<ButtonLink to={paths.shipments.detail(loaded.id)}>{t('empty.back')}</ButtonLink>}
            />
          </Panel>
        ) : company === undefined ? (
          <RecordLoadState error={undefined} onRetry={retry} backTo={paths.shipments.detail(loaded.id)} area={NS} />
        ) : (
          <PrintView shipments={[loaded]} onRecord={record} print={print} origin={origin} company={company} notices={failed ? <CompanyNotice onRetry={retry} /> : undefined} />
        )
      }
    </RecordGate>
  );
}
