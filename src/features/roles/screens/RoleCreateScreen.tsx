import { useTranslation } from 'react-i18next';
import { createRoleSchema } from '../../../../contract/roles';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateRole } from '../api/roles-api';
import { ROLE_FIELDS, RoleFields, roleFormValues } from '../components/RoleFields';

/** /roles/new (create-role): name and description; the permissions are set on the detail page. */
export default function RoleCreateScreen() {
  const { t } = useTranslation('roles');
  const create = useCreateRole();
  return (
    <ResourceForm
      ns="roles"
      label={t('form.createLabel')}
      schema={createRoleSchema}
      fields={ROLE_FIELDS}
      defaultValues={roleFormValues()}
      create={create}
      listPath={paths.roles.data()}
      detailRoute={routes.roles.detail}
      savedText={(role) => t('form.created', { name: role.name })}
    >
      {(fields) => <RoleFields {...fields} />}
    </ResourceForm>
  );
}
