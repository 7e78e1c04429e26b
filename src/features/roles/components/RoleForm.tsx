import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ROLE_DESCRIPTION_MAX } from '../../../../contract/roles';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { theme as tokens } from '../../../theme/tokens';

export interface RoleFormProps {
  /** The form's accessible name ("Peran baru", "Ubah peran Spv"). */
  label: string;
  /** `register('name')` and `register('description')` of the screen's form. */
  fields: { name: UseFormRegisterReturn; description: UseFormRegisterReturn };
  /** Translated field errors. */
  errors: { name?: string | undefined; description?: string | undefined };
  /** A translated error of the whole form (403, network, a rule). */
  formError?: string | undefined;
  /** After a version conflict: the server's values beside the inputs. */
  currentValues?: { name?: string | undefined; description?: string | undefined };
  /** Shown above the fields (the conflict notice). */
  notice?: ReactNode;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancelTo: string;
}

/** Name and description of a role: the new-role and edit-role screens share it. */
export function RoleForm({ label, fields, errors, formError, currentValues, notice, saving, onSubmit, cancelTo }: RoleFormProps) {
  const { t } = useTranslation('roles');
  return (
    <Form aria-label={label} noValidate onSubmit={onSubmit}>
      {notice}
      {formError && (
        <p role="alert" className="form-error">
          {formError}
        </p>
      )}
      <Field label={t('fields.name')} required error={errors.name} hint={t('fields.nameHint')} currentValue={currentValues?.name}>
        <TextInput autoComplete="off" {...fields.name} />
      </Field>
      <Field
        label={t('fields.description')}
        error={errors.description}
        hint={t('fields.descriptionHint', { max: ROLE_DESCRIPTION_MAX })}
        currentValue={currentValues?.description}
      >
        <TextArea {...fields.description} />
      </Field>
      <FormActions saving={saving} cancelTo={cancelTo} />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
  max-width: 640px;

  .form-error {
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.dangerBg};
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.medium};
  }
`;
