import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findUser } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { useMe } from '../api/get-me';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { ProfileForm } from './ProfileForm';

function Loaded({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const { data } = useMe();
  return data ? <ProfileForm me={data} onDirtyChange={onDirtyChange} /> : null;
}

function Form({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  return (
    <StoryScreen stubs={ACCOUNT_STUBS}
      path="/settings"
      session={() => storySessionOf('Admin Gudang')}
      routes={[{ path: '/settings', title: 'Pengaturan', element: <Loaded onDirtyChange={onDirtyChange} /> }]}
    />
  );
}

/** Name and email of PATCH /api/users/my with the version they were loaded at. */
const meta = {
  title: 'Account/Components/ProfileForm',
  component: Form,
  parameters: { router: false },
  args: { onDirtyChange: fn() },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Profil' }));
    await expect(form.getByRole('textbox', { name: /Nama/ })).toHaveValue('Admin Gudang');
    await userEvent.type(form.getByRole('textbox', { name: /Nama/ }), ' Cakung');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(findUser(5)!.name).toBe('Admin Gudang Cakung'));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Profil' }));
    await userEvent.clear(form.getByRole('textbox', { name: /Nama/ }));
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /Nama/ })).toHaveAccessibleDescription('Wajib diisi.'));
  },
};

/** A right-to-left override hidden in a name is refused with a plain reason, and nothing is sent. */
export const InvisibleCharacters: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Profil' }));
    const name = form.getByRole('textbox', { name: /Nama/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin\u202EGudang');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/tidak boleh berisi karakter kendali atau karakter tak terlihat/i));
    await expect(name).toHaveValue('Admin\u202EGudang');
    await expect(findUser(5)!.name).toBe('Admin Gudang');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Profile' }));
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Optional; leave empty to remove it.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Profil' })).toBeVisible();
  },
};
