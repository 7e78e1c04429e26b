import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { page } from '../testing/story-helpers';
import { UserHistory } from './UserHistory';

/** The history section alone (the forms are the screens' ResourceForm), on a data router (useBlocker), signed in as Master. */
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
  title: 'Users/Components/History',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

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
  args: { children: <UserHistory userId={1} /> },
  globals: { locale: 'en' },
  play: async () => {
    const region = await page().findByRole('region', { name: 'User history' });
    await expect(within(region).getByRole('tab', { name: 'Change log' })).toBeVisible();
  },
};
