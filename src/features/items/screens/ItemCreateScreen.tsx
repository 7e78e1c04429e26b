import { useTranslation } from 'react-i18next';
import { createItemSchema } from '../../../../contract/items';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateItem } from '../api/items-api';
import { ITEM_FIELDS, ItemFields, itemFormValues } from '../components/ItemFields';
import { NS } from '../components/item-screens';

/** /items/new (create-item): the form, then the new item's page with a toast. */
export default function ItemCreateScreen() {
  const { t } = useTranslation(NS);
  const create = useCreateItem();
  return (
    <ResourceForm
      ns={NS}
      label={t('form.createLabel')}
      schema={createItemSchema}
      fields={ITEM_FIELDS}
      defaultValues={itemFormValues()}
      create={create}
      listPath={paths.items.data()}
      detailRoute={routes.items.detail}
      savedText={(item) => t('toast.created', { name: item.name })}
    >
      {(fields) => <ItemFields {...fields} />}
    </ResourceForm>
  );
}
