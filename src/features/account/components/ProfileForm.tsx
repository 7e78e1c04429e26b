import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import type { Me } from '../../../../contract/me';
import { personNameSchema } from '../../../../contract/me';
import { optionalEmailSchema } from '../../../../contract/users';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { useFollowRecord } from '../../../lib/forms/useFollowRecord';
import { useKitForm } from '../../../lib/forms/useKitForm';
import { useUpdateMe } from '../api/update-me';
import { theme as tokens } from '../../../theme/tokens';

/**
 * The name and email part of PATCH /api/users/my (contract/me.ts updateMeSchema), from the
 * contract's own field schemas: '' clears the email (sent as null).
 */
export const profileFormSchema = z.strictObject({
  version: z.number().int().positive(),
  name: personNameSchema,
  email: optionalEmailSchema,
});

const FIELDS = ['name', 'email'] as const;
const valuesOf = (me: Me) => ({ version: me.version, name: me.name, email: me.email ?? '' });

export interface ProfileFormProps {
  me: Me;
  /** Tells the screen whether there is something unsaved (one prompt for the whole screen). */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * Name and email, with the version they were loaded at, on the kit's form behaviour (a 409 shows
 * both sides and keeps the input); a save stays on the page and starts from what was saved.
 */
export function ProfileForm({ me, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const { form, errorText, currentValue, formProps, notice, formError, saving, dirty, conflicted } = useKitForm({
    ns: 'account',
    schema: profileFormSchema,
    defaultValues: valuesOf(me),
    fields: FIELDS,
    fieldLabel: (field) => t(`settings.profile.${field}`),
    save: (values) => updateMe(values),
    savedText: () => t('settings.profile.saved'),
    onSaved: (saved) => form.reset(valuesOf(saved)),
    onDirtyChange,
    valuesOf,
  });
  // The profile moves on with a password change here, or a revalidation: the form follows it.
  useFollowRecord(form, me, FIELDS, valuesOf);

  return (
    <Form aria-label={t('settings.profile.title')} {...formProps}>
      {notice}
      {formError && <p role="alert" className="form-error">{formError}</p>}
      <Field label={t('settings.profile.name')} required error={errorText('name')} currentValue={currentValue('name')}>
        <TextInput autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label={t('settings.profile.email')} error={errorText('email')} currentValue={currentValue('email')} hint={t('settings.profile.emailHint')}>
        <TextInput type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <FormActions saving={saving} submitDisabled={!dirty && !conflicted} />
    </Form>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
  max-width: 560px;

  .form-error {
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.dangerBg};
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.medium};
  }
`;
