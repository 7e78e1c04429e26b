import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlStyles } from '../../../components/form/controlStyles';
import { PasswordInput } from '../../../components/form/PasswordInput/PasswordInput';
import { Button } from '../../../components/ui/Button/Button';
import { theme as tokens } from '../../../theme/tokens';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  onSubmit(values: LoginValues): Promise<void> | void;
  /** A translated message from the last attempt (wrong credentials, rate limit, failure). */
  error?: string | null;
  busy?: boolean;
  defaultRemember?: boolean;
  /** The username to start with (back from the second step, the person need not type it again). */
  defaultUsername?: string;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The sign-in form: username, password and "Ingat saya" (docs/product/sessions.md). */
export function LoginForm({ onSubmit, error = null, busy = false, defaultRemember = false, defaultUsername = '' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ username: defaultUsername, password: '', remember: defaultRemember });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const validate = (candidate: LoginValues): FieldErrors => ({
    ...(candidate.username.trim() ? {} : { username: t('login.errors.usernameRequired') }),
    ...(candidate.password ? {} : { password: t('login.errors.passwordRequired') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validate(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      document.getElementById(`${id}-${errors.username ? 'username' : 'password'}`)?.focus();
      return;
    }
    void onSubmit({ ...values, username: values.username.trim() });
  };

  const field = (name: 'username' | 'password') => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      if (fieldErrors[name]) setFieldErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  return (
    <Form onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      {error && (
        <FormError id={`${id}-error`} role="alert">
          {error}
        </FormError>
      )}
      <Field>
        <label htmlFor={`${id}-username`}>{t('login.username')}</label>
        <Input {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={50} />
        {fieldErrors.username && <FieldError id={`${id}-username-error`}>{fieldErrors.username}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <PasswordInput
          {...field('password')}
          maxLength={128}
          // Back from the second step with the username kept: the password is what to type.
          autoFocus={Boolean(defaultUsername)}
        />
        {fieldErrors.password && <FieldError id={`${id}-password-error`}>{fieldErrors.password}</FieldError>}
      </Field>
      <Check>
        <input
          type="checkbox"
          id={`${id}-remember`}
          checked={values.remember}
          onChange={(event) => setValues((previous) => ({ ...previous, remember: event.target.checked }))}
        />
        <label htmlFor={`${id}-remember`}>{t('login.remember')}</label>
      </Check>
      <Button type="submit" busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
`;
const Field = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  label { font-weight: ${tokens.font.weight.medium}; }
`;
/** The username input, styled as every form control (the password is the kit's PasswordInput). */
const Input = styled.input`
  ${controlStyles}
`;
const Check = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  align-items: center;
  input { width: 16px; height: 16px; margin: 0; }
`;
const FieldError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font.size.xs};
`;
const FormError = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: ${tokens.color.danger};
  background: ${tokens.color.dangerBg};
  border-radius: ${tokens.radius.md};
`;
