import { useTranslation } from 'react-i18next';
import { createCustomerSchema } from '../../../../contract/customers';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateCustomer } from '../api/customers-api';
import { CUSTOMER_FIELDS, CustomerFields, customerFormValues } from '../components/CustomerFields';
import { NS } from '../components/customer-screens';

/** /customers/new (create-customer): the form, then the new customer's page with a toast. */
export default function CustomerCreateScreen() {
  const { t } = useTranslation(NS);
  const create = useCreateCustomer();
  return (
    <ResourceForm
      ns={NS}
      label={t('form.createLabel')}
      schema={createCustomerSchema}
      fields={CUSTOMER_FIELDS}
      defaultValues={customerFormValues()}
      create={create}
      listPath={paths.customers.data()}
      detailRoute={routes.customers.detail}
      savedText={(customer) => t('toast.created', { name: customer.name })}
    >
      {(fields) => <CustomerFields {...fields} />}
    </ResourceForm>
  );
}
