import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../contract/roles';
import { ROLE_DESCRIPTION_MAX } from '../../../../contract/roles-values';
import { Field } from '../../../components/form/Field/Field';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';

/** The form's fields in order: server field errors and version conflicts are matched to them. */
export const ROLE_FIELDS = ['name', 'description'] as const;

export const roleFormValues = (role?: Role) => ({ name: role?.name ?? '', description: role?.description ?? '' });

/** A role's name and description (its permissions are set on its detail page). */
export function RoleFields({ form, errorText, currentValue }: ResourceFormFields) {
  const { t } = useTranslation('roles');
  return (
    <>
      <Field label={t('fields.name')} required error={errorText('name')} hint={t('fields.nameHint')} currentValue={currentValue('name')}>
        <TextInput autoComplete="off" {...form.register('name')} />
      </Field>
      <Field
        label={t('fields.description')}
        error={errorText('description')}
        hint={t('fields.descriptionHint', { max: ROLE_DESCRIPTION_MAX })}
        currentValue={currentValue('description')}
        className="wide"
      >
        <TextArea {...form.register('description')} />
      </Field>
    </>
  );
}
