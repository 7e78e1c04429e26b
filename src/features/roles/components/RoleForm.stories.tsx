import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRoleSchema } from '../../../../contract/roles';
import { ConflictNotice } from '../../../components/form/ConflictNotice/ConflictNotice';
import { useErrorText } from '../../../lib/forms/field-errors';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { RoleForm } from './RoleForm';

interface Props {
  label: string;
  saving: boolean;
  formError?: string;
  conflict?: boolean;
  onValid: (values: unknown) => void;
}

/** The form with the contract's createRoleSchema, as the screens wire it. */
function Form({ label, saving, formError, conflict = false, onValid }: Props) {
  const form = useSchemaForm(createRoleSchema, { defaultValues: { name: conflict ? 'Pengawas' : '', description: '' } });
  const errorText = useErrorText(form, { namespaces: ['roles'] });
  return (
    <div style={{ padding: 24 }}>
      <RoleForm
        label={label}
        fields={{ name: form.register('name'), description: form.register('description') }}
        errors={{ name: errorText('name'), description: errorText('description') }}
        formError={formError}
        saving={saving}
        currentValues={conflict ? { name: 'Nilai terbaru di server: Supervisor' } : undefined}
        notice={
          conflict ? (
            <ConflictNotice rows={[{ field: 'name', label: 'Nama peran', yours: 'Pengawas', current: 'Supervisor' }]} onKeepMine={fn()} onUseCurrent={fn()} />
          ) : undefined
        }
        onSubmit={form.handleSubmit(onValid)}
        cancelTo="/roles/data"
      />
    </div>
  );
}

/** Name and description of a role, shared by the new-role and edit-role screens. */
const meta = {
  title: 'Roles/Components/RoleForm',
  component: Form,
  args: { label: 'Peran baru', saving: false, onValid: fn() },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Nama peran/ });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(name(canvasElement)).toHaveAccessibleDescription('3–50 karakter; spasi boleh.');
    await userEvent.type(name(canvasElement), 'Sopir');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deskripsi' }), 'Pengemudi armada');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ name: 'Sopir', description: 'Pengemudi armada' }, expect.anything()));
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(name(canvasElement), '  ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deskripsi' }), 'x'.repeat(501));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(name(canvasElement)).toHaveAccessibleDescription(/Nama peran tidak boleh hanya berisi spasi\./));
    await expect(canvas.getByRole('textbox', { name: 'Deskripsi' })).toHaveAccessibleDescription(/Maksimal 500 karakter\./);
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};

export const FormError: Story = {
  args: { formError: 'Anda tidak memiliki izin untuk tindakan ini.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
  },
};

export const Conflict: Story = {
  args: { label: 'Ubah peran Spv', conflict: true },
  play: async ({ canvasElement }) => {
    await expect(name(canvasElement)).toHaveAccessibleDescription(/Nilai terbaru di server: Supervisor/);
    await expect(within(canvasElement).getByRole('button', { name: 'Simpan isian saya' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'New role' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Role name/ })).toHaveAccessibleDescription(/A role name cannot be only spaces\./));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { formError: 'Gagal menyimpan. Silakan coba lagi.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
