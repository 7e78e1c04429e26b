import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { Field } from '../../../components/form/Field/Field';
import { PasswordInput } from '../../../components/form/PasswordInput/PasswordInput';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';

/** What the server may answer a field error for, in the form's order. */
export const USER_CREATE_FIELDS = ['username', 'name', 'email', 'roleId', 'password'] as const;
export const USER_EDIT_FIELDS = ['name', 'email', 'roleId', 'password'] as const;

export interface UserFieldsProps extends ResourceFormFields {
  /** Edit: the user as loaded (the username is fixed; the password is an optional reset). */
  user?: User;
}

/**
 * A user's fields (docs/product/data.md): username (new users only), name, email, role, and the
 * password with its confirmation — required for a new user, an optional reset on edit.
 */
export function UserFields({ form, errorText, currentValue, user }: UserFieldsProps) {
  const { t } = useTranslation('users');
  const { register, control } = form;
  // A function, not an element made up front: fields register (and take focus on an error) in the order they are called.
  const passwords = () => (
    <>
      <Field label={t(user ? 'fields.newPassword' : 'fields.password')} required={!user} error={errorText('password')} hint={t('form.passwordHint')}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t(user ? 'fields.newPasswordConfirm' : 'fields.passwordConfirm')} required={!user} error={errorText('passwordConfirm')}>
        <PasswordInput autoComplete="new-password" {...register('passwordConfirm')} />
      </Field>
    </>
  );
  return (
    <>
      {user ? (
        <Field label={t('fields.username')} hint={t('form.usernameFixed')}>
          <TextInput value={user.username} readOnly />
        </Field>
      ) : (
        <Field label={t('fields.username')} required error={errorText('username')} hint={t('form.usernameHint')}>
          <TextInput autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </Field>
      )}
      <Field label={t('fields.name')} required error={errorText('name')} currentValue={currentValue('name')}>
        <TextInput autoComplete="off" {...register('name')} />
      </Field>
      <Field label={t('fields.email')} error={errorText('email')} hint={t('form.emailHint')} currentValue={currentValue('email')}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label={t('fields.role')} required error={errorText('roleId')} currentValue={currentValue('roleId')}>
        <Controller
          control={control}
          name="roleId"
          render={({ field }) => (
            <RolePicker
              ref={field.ref}
              name={field.name}
              value={field.value as number | null}
              onBlur={field.onBlur}
              onChange={(roleId) => field.onChange(roleId)}
              placeholder={t('form.rolePlaceholder')}
              {...(user ? { clearable: false, selectedLabel: field.value === user.roleId ? user.roleName : undefined } : {})}
            />
          )}
        />
      </Field>
      {user ? (
        <fieldset className="wide">
          <legend>{t('form.passwordReset')}</legend>
          <p className="hint">{t('form.passwordResetHint')}</p>
          {passwords()}
        </fieldset>
      ) : (
        passwords()
      )}
    </>
  );
}
