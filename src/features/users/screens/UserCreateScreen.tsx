import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateUser } from '../api/users-api';
import { USER_CREATE_FIELDS, UserFields } from '../components/UserFields';
import { createBody, emptyCreateForm, userCreateFormSchema } from '../components/user-form-schemas';

/** /users/new (create-user, read-roles): the form, then back to the list with a toast. */
export default function UserCreateScreen() {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  return (
    <ResourceForm
      ns="users"
      label={t('form.createLabel')}
      schema={userCreateFormSchema}
      fields={USER_CREATE_FIELDS}
      defaultValues={emptyCreateForm()}
      create={(values, key) => create(createBody(values as never), key)}
      listPath={paths.users.data()}
      detailRoute={routes.users.detail}
      savedText={(user) => t('toast.created', { username: user.username })}
    >
      {(fields) => <UserFields {...fields} />}
    </ResourceForm>
  );
}
