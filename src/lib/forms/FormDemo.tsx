/**
 * A small user form assembled from the toolkit, for the stories of src/lib/forms: it shows how a
 * screen wires useSchemaForm, server errors, the idempotency key, the unsaved-changes prompt and
 * the version conflict together. Not used by the app: its forms get these pieces wired once by
 * `useKitForm` (decision 320).
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { newPasswordSchema } from '../../../contract/password';
import { emailSchema, personNameSchema, USERNAME_PATTERN } from '../../../contract/me';
import { ConflictNotice } from '../../components/form/ConflictNotice/ConflictNotice';
import { AsyncPicker, type PickerOption } from '../../components/form/AsyncPicker/AsyncPicker';
import { Field } from '../../components/form/Field/Field';
import { FormActions } from '../../components/form/FormActions/FormActions';
import { PasswordInput } from '../../components/form/PasswordInput/PasswordInput';
import { TextInput } from '../../components/form/TextInput/TextInput';
import { useToast } from '../../components/feedback/Toast/ToastProvider';
import { createApiClient } from '../api/client';
import { translateFormError, useErrorText } from './field-errors';
import { useIdempotencyKey } from './idempotency';
import { applyServerErrors } from './server-errors';
import { useUnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useSchemaForm } from './useSchemaForm';
import { useVersionConflict } from './useVersionConflict';

const api = createApiClient();

export const createUserSchema = z.strictObject({
  username: z.string().trim().min(3).max(50).regex(USERNAME_PATTERN),
  name: personNameSchema,
  email: z.union([emailSchema, z.literal('')]),
  roleId: z.number().int().positive(),
  password: newPasswordSchema,
});

export const updateUserSchema = z.strictObject({
  name: personNameSchema,
  email: z.union([emailSchema, z.literal('')]),
  version: z.number().int().positive(),
});

const roles: PickerOption[] = [
  { value: 1, label: 'Master' },
  { value: 2, label: 'Admin Gudang' },
  { value: 3, label: 'Sopir' },
];
const loadRoles = async (query: string) => roles.filter((role) => role.label.toLowerCase().includes(query.toLowerCase()));

export function CreateUserForm() {
  const { t } = useTranslation('ui');
  const toast = useToast();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const form = useSchemaForm(createUserSchema, {
    defaultValues: { username: '', name: '', email: '', roleId: null as unknown as number, password: '' },
  });
  const errorText = useErrorText(form);
  const { register, control, formState } = form;
  const unsaved = useUnsavedChangesPrompt(formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.post('/api/users', values, { headers: idempotency.headers });
      idempotency.renew();
      toast.success(`Pengguna ${values.name} disimpan.`);
      // The form is still dirty in this tick: let this one navigation through without asking.
      unsaved.allowNavigation();
      navigate('/users');
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form aria-label="Pengguna baru" noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      {unsaved.prompt}
      {formState.errors.root?.server && <p role="alert">{translateFormError(t, formState.errors.root.server.message)}</p>}
      <Field label="Nama pengguna" required error={errorText('username')}>
        <TextInput autoComplete="off" {...register('username')} />
      </Field>
      <Field label="Nama" required error={errorText('name')}>
        <TextInput {...register('name')} />
      </Field>
      <Field label="Email" error={errorText('email')}>
        <TextInput type="email" {...register('email')} />
      </Field>
      <Field label="Peran" required error={errorText('roleId')}>
        <Controller
          control={control}
          name="roleId"
          render={({ field }) => (
            <AsyncPicker
              ref={field.ref}
              name={field.name}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              load={loadRoles}
            />
          )}
        />
      </Field>
      <Field label="Kata sandi" required error={errorText('password')}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <FormActions saving={formState.isSubmitting} cancelTo="/users" />
    </form>
  );
}

export interface EditableUser {
  id: number;
  name: string;
  email: string;
  version: number;
}

export function EditUserForm({ user }: { user: EditableUser }) {
  const { t } = useTranslation('ui');
  const toast = useToast();
  const form = useSchemaForm(updateUserSchema, { defaultValues: { name: user.name, email: user.email, version: user.version } });
  const errorText = useErrorText(form);
  const conflict = useVersionConflict(form, { fields: ['name', 'email'] });
  const { register, formState } = form;
  const labels: Record<string, string> = { name: 'Nama', email: 'Email' };
  const current = (field: string) => {
    const row = conflict.rows.find((candidate) => candidate.field === field);
    return row ? t('form.conflict.currentValue', { value: String(row.current ?? '—') }) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await api.patch<{ data: EditableUser }>(`/api/users/${user.id}`, values);
      form.reset({ name: saved.data.name, email: saved.data.email, version: saved.data.version });
      toast.success(`Pengguna ${saved.data.name} disimpan.`);
    } catch (error) {
      if (!conflict.handle(error)) applyServerErrors(form, error);
    }
  });

  return (
    <form aria-label="Ubah pengguna" noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      {conflict.current && (
        <ConflictNotice
          rows={conflict.rows.map((row) => ({
            field: row.field,
            label: labels[row.field] ?? row.field,
            yours: String(row.yours ?? '—'),
            current: String(row.current ?? '—'),
          }))}
          busy={formState.isSubmitting}
          onKeepMine={() => {
            conflict.keepMine();
            void onSubmit();
          }}
          onUseCurrent={conflict.useCurrent}
        />
      )}
      <Field label="Nama" required error={errorText('name')} currentValue={current('name')}>
        <TextInput {...register('name')} />
      </Field>
      <Field label="Email" error={errorText('email')} currentValue={current('email')}>
        <TextInput type="email" {...register('email')} />
      </Field>
      <FormActions saving={formState.isSubmitting} cancelTo="/users" />
    </form>
  );
}

export function UserListStub() {
  return (
    <main>
      <h1>Daftar pengguna</h1>
      <Link to="/users/new">Tambah pengguna</Link>
    </main>
  );
}
