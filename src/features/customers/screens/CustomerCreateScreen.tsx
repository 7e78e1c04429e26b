import { AreaCreateForm } from '../../../components/resource/AreaForm/AreaForm';
import { CUSTOMER_FORM } from '../components/CustomerFields';

/** /customers/new (create-customer): the form, then the new customer's page with a toast. */
export default function CustomerCreateScreen() {
  return <AreaCreateForm form={CUSTOMER_FORM} />;
}
