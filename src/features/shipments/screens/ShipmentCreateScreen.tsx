import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createShipmentSchema } from '../../../../contract/shipments';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths } from '../../../lib/routes/routes';
import { useCreateShipment } from '../api/create-shipment';
import { allocationErrorKeys, type DraftOrder } from '../components/allocation-draft';
import { FormAllocation } from '../components/FormAllocation';
import { SHIPMENT_FIELDS, ShipmentFields, shipmentFormValues } from '../components/ShipmentFields';
import { NS } from '../components/shipment-screens';

const DEFAULTS = { ...shipmentFormValues(), deliveryOrders: [] };

/**
 * /shipments/new (create-shipment): the vehicle, notes and the DOs it carries (the allocation
 * editor inside the form), saved in one request; then back to the list with a toast.
 */
export default function ShipmentCreateScreen() {
  const { t } = useTranslation(NS);
  const create = useCreateShipment();
  const [drafts, setDrafts] = useState<DraftOrder[]>([]);
  return (
    <ResourceForm
      ns={NS}
      label={t('form.createLabel')}
      schema={createShipmentSchema}
      fields={[...SHIPMENT_FIELDS, 'deliveryOrders', ...allocationErrorKeys(drafts)]}
      defaultValues={DEFAULTS}
      create={create}
      listPath={paths.shipments.data()}
      savedText={(shipment) => t('toast.created', { number: shipment.number })}
    >
      {(fields) => (
        <>
          <ShipmentFields {...fields} />
          <FormAllocation form={fields.form} errorText={fields.errorText} drafts={drafts} onDrafts={setDrafts} />
        </>
      )}
    </ResourceForm>
  );
}
