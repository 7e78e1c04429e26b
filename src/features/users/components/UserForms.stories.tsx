import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '../../../../contract/users';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { SignedIn } from '../testing/UsersStoryApp';
import { choose, page } from '../testing/story-helpers';
import { UserCreateForm } from './UserCreateForm';
import { UserEditForm } from './UserEditForm';
import { UserHistory } from './UserHistory';

/** The user forms and the history section alone, on a data router (useBlocker), signed in as Master. */
function Demo({ children, permissions }: { children: ReactNode; permissions?: string[] }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/', element: <div style={{ padding: 16 }}>{children}</div> },
        { path: '/users/data', element: <p>Daftar</p> },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return (
    <SignedIn session={usersScenarios.session('Master', permissions)}>
      <RouterProvider router={router} />
    </SignedIn>
  );
}

const meta = {
  title: 'Users/Components/Forms and history',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const onCreated = fn();
const onSaved = fn();
const user: User = {
  id: 5,
  username: 'admin.gudang',
  name: 'Admin Gudang',
  email: 'admingudang@laju.example',
  roleId: 5,
  roleName: 'Admin Gudang',
  active: true,
  deactivatedAt: null,
  version: 1,
  createdAt: '2025-06-02T01:14:00.000Z',
  updatedAt: '2025-06-02T01:14:00.000Z',
};

export const CreateForm: Story = {
  args: { children: <UserCreateForm cancelTo="/users/data" onCreated={onCreated} /> },
  play: async () => {
    onCreated.mockClear();
    await userEvent.type(page().getByRole('textbox', { name: /Nama pengguna/ }), 'budi.s');
    await userEvent.type(page().getByRole('textbox', { name: 'Nama' }), 'Budi Santoso');
    await choose(page().getByRole('combobox', { name: /Peran/ }), 'View', 'Viewer');
    await userEvent.type(page().getByLabelText(/^Kata sandi/), 'Budi-Santoso-2025');
    await userEvent.type(page().getByLabelText(/^Ulangi kata sandi/), 'Budi-Santoso-2025');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ username: 'budi.s', roleName: 'Viewer' })));
  },
};

export const EditForm: Story = {
  args: { children: <UserEditForm user={user} cancelTo="/users/data" onSaved={onSaved} /> },
  play: async () => {
    onSaved.mockClear();
    const email = page().getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: null, version: 2 })));
  },
};

export const History: Story = {
  args: { children: <UserHistory userId={1} /> },
  play: async () => {
    const region = await page().findByRole('region', { name: 'Riwayat pengguna' });
    await expect(await within(region).findByText('Berhasil masuk')).toBeVisible();
    await userEvent.click(within(region).getByRole('tab', { name: 'Riwayat perubahan' }));
    await expect(await within(region).findByText('Dibuat')).toBeVisible();
  },
};

export const HistoryWithoutPermission: Story = {
  args: { children: <UserHistory userId={1} />, permissions: ['read-user'] },
  play: async () => {
    await expect(page().queryByRole('region')).toBeNull();
  },
};

export const Dark: Story = { ...History, globals: { theme: 'dark' } };

export const English: Story = {
  args: { children: <UserEditForm user={user} cancelTo="/users/data" onSaved={onSaved} /> },
  globals: { locale: 'en' },
  play: async () => {
    await expect(page().getByRole('form', { name: 'Edit user form' })).toBeVisible();
    await userEvent.type(page().getByLabelText(/^New password/), 'short');
    await userEvent.tab();
    await waitFor(() => expect(page().getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 8 characters/));
  },
};
