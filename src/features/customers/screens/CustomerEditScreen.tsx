import { AreaEditForm } from '../../../components/resource/AreaForm/AreaForm';
import { CUSTOMER_FORM } from '../components/CustomerFields';

/** /customers/:customerId/edit (update-customer): saved with the version it was loaded at. */
export default function CustomerEditScreen() {
  return <AreaEditForm form={CUSTOMER_FORM} />;
}
