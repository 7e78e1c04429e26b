import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createRoleSchema } from '../../../../contract/roles';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { translateFormError, useErrorText } from '../../../lib/forms/field-errors';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useCreateRole } from '../api/create-role';
import { RoleForm } from '../components/RoleForm';
import { paths } from '../../../lib/routes/routes';

const FIELDS = ['name', 'description'] as const;
const ERRORS = { namespaces: ['roles'] } as const;

/** /roles/new (create-role): name and description; the permissions are set on the detail page. */
export default function RoleCreateScreen() {
  const { t } = useTranslation(['roles', 'ui']);
  const toast = useToast();
  const navigate = useNavigate();
  const createRole = useCreateRole();
  const idempotency = useIdempotencyKey();
  const form = useSchemaForm(createRoleSchema, { defaultValues: { name: '', description: '' } });
  const errorText = useErrorText(form, ERRORS);
  const { formState } = form;
  const unsaved = useUnsavedChangesPrompt(formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const role = await createRole(values, idempotency.key);
      idempotency.renew();
      toast.success(t('form.created', { name: role.name }));
      // The form is still dirty in this tick: let this one navigation through.
      unsaved.allowNextNavigation();
      navigate(paths.roles.data());
    } catch (error) {
      applyServerErrors(form, error, { fields: FIELDS });
    }
  });

  return (
    <>
      {unsaved.prompt}
      <RoleForm
        label={t('form.createLabel')}
        fields={{ name: form.register('name'), description: form.register('description') }}
        errors={{ name: errorText('name'), description: errorText('description') }}
        formError={translateFormError(t, formState.errors.root?.server?.message, ERRORS)}
        saving={formState.isSubmitting}
        onSubmit={onSubmit}
        cancelTo={paths.roles.data()}
      />
    </>
  );
}
