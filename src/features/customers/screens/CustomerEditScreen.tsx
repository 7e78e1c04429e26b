import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { updateCustomerSchema } from '../../../../contract/customers';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useCustomer, useUpdateCustomer } from '../api/customers-api';
import { CUSTOMER_FIELDS, CustomerFields, customerFormValues } from '../components/CustomerFields';
import { NS } from '../components/customer-screens';

/** /customers/:customerId/edit (update-customer): saved with the version it was loaded at. */
export default function CustomerEditScreen() {
  const { t } = useTranslation(NS);
  const id = parseId(useParams().customerId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const customer = useCustomer(id, { revalidateOnFocus: false });
  const update = useUpdateCustomer();
  return (
    <RecordGate id={id} answer={customer} listPath={paths.customers.data()} ns={NS}>
      {(record) => (
        <ResourceForm
          key={record.id}
          ns={NS}
          label={t('form.editLabel')}
          schema={updateCustomerSchema}
          fields={CUSTOMER_FIELDS}
          defaultValues={customerFormValues(record)}
          record={record}
          update={update}
          listPath={paths.customers.data()}
          detailRoute={routes.customers.detail}
          savedText={(customer) => t('toast.updated', { name: customer.name })}
        >
          {(fields) => <CustomerFields {...fields} />}
        </ResourceForm>
      )}
    </RecordGate>
  );
}
