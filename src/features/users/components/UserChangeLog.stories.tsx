import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChangeLogEntry } from '../../../components/data/ChangeLogTable/ChangeLogTable';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { SignedIn } from '../testing/UsersStoryApp';
import { UserChangeLog, type UserChangeLogProps } from './UserChangeLog';

const admin = { id: 1, name: 'Administrator' };
const entries: ChangeLogEntry[] = [
  { id: 4, action: 'RESTORE', actor: admin, createdAt: '2025-07-03T02:00:00.000Z', before: { active: false }, after: { active: true }, entityId: 5, entityLabel: 'admin.gudang' },
  { id: 3, action: 'DELETE', actor: admin, createdAt: '2025-07-02T02:00:00.000Z', before: { active: true }, after: { active: false }, entityId: 5, entityLabel: 'admin.gudang' },
  {
    id: 2,
    action: 'UPDATE',
    actor: admin,
    createdAt: '2025-07-01T02:00:00.000Z',
    before: { id: 5, name: 'Admin Gudang', email: null, roleId: 5, version: 1 },
    after: { id: 5, name: 'Rina Gudang', email: 'rina@laju.example', roleId: 3, version: 2 },
    entityId: 5,
    entityLabel: 'admin.gudang',
  },
  {
    id: 1,
    action: 'CREATE',
    actor: null,
    createdAt: '2025-06-02T01:15:00.000Z',
    before: null,
    after: { id: 5, username: 'admin.gudang', name: 'Admin Gudang', roleId: 5, active: true },
    entityId: 5,
    entityLabel: 'admin.gudang',
  },
];

function Demo(props: Partial<UserChangeLogProps>) {
  return (
    <SignedIn session={usersScenarios.session('Master')}>
      <div style={{ padding: 16 }}>
        <UserChangeLog caption="Riwayat perubahan" entries={entries} state="ready" {...props} />
      </div>
    </SignedIn>
  );
}

const meta = { title: 'Users/Components/UserChangeLog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [restored, deactivated, updated, created] = rows(canvasElement);
    await expect(restored).toHaveTextContent('Status: Nonaktif → menjadi Aktif');
    await expect(deactivated).toHaveTextContent(/Dinonaktifkan.*Status: Aktif → menjadi Nonaktif/);
    // Role ids read as role names once the roles are loaded.
    await expect(await within(updated!).findByText('Kepala Gudang')).toBeVisible();
    await expect(updated).toHaveTextContent('Nama: Admin Gudang → menjadi Rina Gudang');
    await expect(updated).toHaveTextContent('Email: kosong → menjadi rina@laju.example');
    await expect(created).toHaveTextContent(/Sistem.*Dibuat.*Nama pengguna: admin\.gudang/);
    await expect(canvasElement).not.toHaveTextContent('{');
  },
};

export const AreaWide: Story = {
  args: { showUser: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'admin.gudang' })[0]).toHaveAttribute('href', '/users/5/detail');
  },
};

export const Loading: Story = {
  args: { entries: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { entries: [], filtered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const Error: Story = {
  args: { entries: undefined, state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Data gagal dimuat');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const [, , updated] = rows(canvasElement);
    await expect(updated).toHaveTextContent('Name: Admin Gudang → to Rina Gudang');
  },
};
