import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '../../../../contract/users';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { editValues, emptyCreateForm } from './user-form-schemas';
import { UserFields } from './UserFields';

/** A seeded user as the API answers it (the mock's admin.gudang, role 4 "Kepala Gudang"). */
const RINA: User = {
  id: 5,
  username: 'admin.gudang',
  name: 'Rina Gudang',
  email: 'rina@laju.example',
  roleId: 4,
  roleName: 'Kepala Gudang',
  active: true,
  deactivatedAt: null,
  version: 3,
  createdAt: '2025-06-02T01:15:00.000Z',
  updatedAt: '2025-07-01T02:00:00.000Z',
};

interface Props {
  /** Edit: the user as loaded; otherwise the fields of a new user. */
  user?: User;
  values: Record<string, unknown>;
  errors?: Record<string, string>;
  current?: Record<string, string>;
}

function Demo({ user, values, errors, current }: Props) {
  // The role picker reads GET /api/roles from the mock, so the fields sit in a signed-in screen.
  const Fields = useCallback((fields: ResourceFormFields) => <UserFields {...fields} user={user} />, [user]);
  return (
    <StoryScreen
      path="/"
      session={() => storySessionOf('Master')}
      routes={[{ path: '/', title: 'Isian pengguna', element: <FieldsHarness Fields={Fields} values={values} errors={errors} current={current} /> }]}
    />
  );
}

/**
 * A user's fields on their own (docs/product/data.md): a new user's username, name, email, role,
 * password and its repetition; on edit the username is fixed and the password an optional reset.
 */
const meta = {
  title: 'Users/Components/UserFields',
  component: Demo,
  parameters: { router: false },
  args: { values: emptyCreateForm() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement, name: RegExp) => within(canvas).findByRole('textbox', { name });
/** Password inputs have no role: found by their label. */
const secret = (canvas: HTMLElement, label: RegExp) => within(canvas).findByLabelText(label, { selector: 'input' });

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement, /^Nama pengguna/)).toBeRequired();
    await expect(await box(canvasElement, /^Nama pengguna/)).not.toHaveAttribute('readonly');
    await expect(await box(canvasElement, /^Nama\b(?! pengguna)/)).toBeRequired();
    await expect(await box(canvasElement, /^Email/)).not.toBeRequired();
    await expect(await within(canvasElement).findByRole('combobox', { name: /^Peran/ })).toBeRequired();
    await expect(await secret(canvasElement, /^Kata sandi/)).toBeRequired();
    await expect(await secret(canvasElement, /^Ulangi kata sandi/)).toBeRequired();
    await expect(within(canvasElement).queryByRole('group', { name: 'Atur ulang kata sandi' })).toBeNull();
  },
};

export const ChoosingARole: Story = {
  play: async ({ canvasElement }) => {
    const role = await within(canvasElement).findByRole('combobox', { name: /^Peran/ });
    await userEvent.click(role);
    await userEvent.click(await within(canvasElement).findByRole('option', { name: 'Spv' }));
    await expect(role).toHaveValue('Spv');
  },
};

export const Edit: Story = {
  args: { user: RINA, values: editValues(RINA) },
  play: async ({ canvasElement }) => {
    const username = await box(canvasElement, /^Nama pengguna/);
    await expect(username).toHaveValue('admin.gudang');
    await expect(username).toHaveAttribute('readonly');
    await expect(username).toHaveAccessibleDescription('Nama pengguna tidak dapat diubah.');
    await expect(await box(canvasElement, /^Nama\b(?! pengguna)/)).toHaveValue('Rina Gudang');
    // The role reads by name from the loaded user, before any lookup.
    await expect(await within(canvasElement).findByRole('combobox', { name: /^Peran/ })).toHaveValue('Kepala Gudang');
    const reset = within(canvasElement).getByRole('group', { name: 'Atur ulang kata sandi' });
    await expect(await secret(reset, /^Kata sandi baru/)).not.toBeRequired();
    await expect(reset).toHaveTextContent('Kosongkan bila kata sandi tidak diubah.');
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...emptyCreateForm(), username: 'ad', name: '' },
    errors: {
      username: 'Nama pengguna minimal 3 karakter.',
      name: 'Nama wajib diisi.',
      passwordConfirm: 'Kedua kata sandi tidak sama.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement, /^Nama pengguna/)).toBeInvalid();
    await expect(await box(canvasElement, /^Nama pengguna/)).toHaveAccessibleDescription(/minimal 3 karakter/);
    await expect(await box(canvasElement, /^Nama\b(?! pengguna)/)).toHaveAccessibleDescription(/Nama wajib diisi/);
    await expect(await secret(canvasElement, /^Ulangi kata sandi/)).toHaveAccessibleDescription(/tidak sama/);
    await expect(await box(canvasElement, /^Email/)).toBeValid();
  },
};

export const VersionConflict: Story = {
  args: { user: RINA, values: { ...editValues(RINA), name: 'Rina Saya' }, current: { name: 'Rina Orang Lain' } },
  play: async ({ canvasElement }) => {
    // The input is kept; the server's newer value is read beside it.
    await expect(await box(canvasElement, /^Nama\b(?! pengguna)/)).toHaveValue('Rina Saya');
    await expect(within(canvasElement).getByText('Rina Orang Lain')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    user: { ...RINA, username: 'koordinator.gudang.regional.jawa.barat.selatan', name: 'Raden Mas Panjang Sekali Namanya Wicaksono Adiningrat Kusumo' },
    values: editValues({ ...RINA, name: 'Raden Mas Panjang Sekali Namanya Wicaksono Adiningrat Kusumo', email: 'raden.mas.panjang.sekali@gudang-regional.laju.example' }),
  },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement, /^Email/)).toHaveValue('raden.mas.panjang.sekali@gudang-regional.laju.example');
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { user: RINA, values: editValues(RINA) },
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement, /^Username/)).toHaveAccessibleDescription('The username cannot be changed.');
    await expect(within(canvasElement).getByRole('group', { name: 'Reset the password' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: New.play,
};
