import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fieldChangesOf, type ChangeLogEntry } from '../../../../contract/change-log';
import { ResourceChangeLog } from '../../../components/resource/ResourceChangeLog/ResourceChangeLog';
import { useListState } from '../../../lib/list-state/useListState';
import { paths } from '../../../lib/routes/routes';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { useUserLogReading } from './user-log';

const admin = { id: 1, username: 'admin', name: 'Administrator' };
/** What the API records for a user (server and mock): role by name, status active/inactive. */
const rina = { username: 'admin.gudang', name: 'Rina Gudang', email: 'rina@laju.example', role: 'Kepala Gudang' };
/** A fixture as the API answers it: with `changes`, the contract's diff the server and the mock share. */
const withChanges = (list: Omit<ChangeLogEntry, 'changes' | 'entity' | 'import'>[]): ChangeLogEntry[] =>
  list.map((entry) => ({ ...entry, entity: 'user', changes: fieldChangesOf(entry.before, entry.after), import: null }));
const entries: ChangeLogEntry[] = withChanges([
  {
    id: 4,
    action: 'RESTORE',
    actor: admin,
    createdAt: '2025-07-03T02:00:00.000Z',
    before: { ...rina, status: 'inactive' },
    after: { ...rina, status: 'active' },
    entityId: 5,
    entityLabel: 'admin.gudang',
  },
  {
    id: 3,
    action: 'DELETE',
    actor: admin,
    createdAt: '2025-07-02T02:00:00.000Z',
    before: { ...rina, status: 'active' },
    after: { ...rina, status: 'inactive' },
    entityId: 5,
    entityLabel: 'admin.gudang',
  },
  {
    id: 2,
    action: 'UPDATE',
    actor: admin,
    createdAt: '2025-07-01T02:00:00.000Z',
    before: { username: 'admin.gudang', name: 'Admin Gudang', email: null, role: 'Admin Gudang', status: 'active' },
    after: { ...rina, status: 'active' },
    entityId: 5,
    entityLabel: 'admin.gudang',
  },
  {
    id: 1,
    action: 'CREATE',
    actor: null,
    createdAt: '2025-06-02T01:15:00.000Z',
    before: null,
    // In the order the server's jsonb answers it; the table reads username, name, role, status.
    after: { name: 'Admin Gudang', role: 'Admin Gudang', email: null, status: 'active', username: 'admin.gudang' },
    entityId: 5,
    entityLabel: 'admin.gudang',
  },
]);

interface DemoProps {
  entries?: ChangeLogEntry[];
  state?: 'ready' | 'loading' | 'error';
  /** As on /users/logs: the changed user named and linked. */
  showUser?: boolean;
  /** As under a filter that matched nothing. */
  filtered?: boolean;
}

/** The shared change log as users read it: ResourceChangeLog with `useUserLogReading`. */
function UserLog({ entries: rows = entries, state = 'ready', showUser = false, filtered = false }: DemoProps) {
  const list = useListState({ sortFields: [] });
  const reading = useUserLogReading();
  const data = { data: rows, paging: { page: 1, size: 10, totalItems: rows.length, totalPages: rows.length ? 1 : 0 } };
  return (
    <ResourceChangeLog
      ns="users"
      list={filtered ? { ...list, isFiltered: true } : list}
      answer={{ data: state === 'ready' ? data : undefined, error: state === 'error' ? new globalThis.Error('x') : undefined, isLoading: state === 'loading', isValidating: false, mutate: () => undefined }}
      caption="Riwayat perubahan"
      entityHeader={showUser ? 'Pengguna' : undefined}
      detailPath={showUser ? paths.users.detail : undefined}
      {...reading}
    />
  );
}

function Demo(props: DemoProps) {
  return (
    <SignedIn session={usersScenarios.session('Master')}>
      <div style={{ padding: 16 }}>
        <UserLog {...props} />
      </div>
    </SignedIn>
  );
}

/**
 * A users change log (docs/product/screens.md) on the shared ResourceChangeLog: fields in the
 * form's order, the role by name, the status in words, a new password as the fact only (decision
 * 118).
 */
const meta = { title: 'Users/Components/UserChangeLog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [restored, deactivated, updated, created] = rows(canvasElement);
    // Deactivating and restoring change one thing: the status (no "Dinonaktifkan: kosong → …").
    await expect(within(restored!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Nonaktif → menjadi Aktif']);
    await expect(deactivated).toHaveTextContent(/Dinonaktifkan.*Status: Aktif → menjadi Nonaktif/);
    await expect(within(deactivated!).getAllByRole('listitem')).toHaveLength(1);
    await expect(updated).toHaveTextContent('Nama: Admin Gudang → menjadi Rina Gudang');
    await expect(updated).toHaveTextContent('Email: kosong → menjadi rina@laju.example');
    await expect(updated).toHaveTextContent('Peran: Admin Gudang → menjadi Kepala Gudang');
    await expect(within(updated!).getAllByText('Peran')).toHaveLength(1);
    await expect(created).toHaveTextContent(/Sistem.*Dibuat.*Nama pengguna: admin\.gudang.*Nama: Admin Gudang.*Peran: Admin Gudang.*Status: Aktif/);
    await expect(canvasElement).not.toHaveTextContent('{');
  },
};

/** A password reset by an administrator: the log holds the fact, never the secret (decision 118). */
const [passwordReset] = withChanges([{
  id: 6,
  action: 'UPDATE',
  actor: admin,
  createdAt: '2025-07-04T02:00:00.000Z',
  before: { ...rina, status: 'active' },
  after: { ...rina, status: 'active', credential: 'CHANGED' },
  entityId: 5,
  entityLabel: 'admin.gudang',
}]) as [ChangeLogEntry];

export const PasswordChanged: Story = {
  name: 'Password reset (the fact, not the secret)',
  args: { entries: [passwordReset, ...entries] },
  play: async ({ canvasElement }) => {
    const [reset] = rows(canvasElement);
    await expect(within(reset!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kata sandi: diubah']);
    await expect(reset).toHaveTextContent('Administrator');
    await expect(canvasElement).not.toHaveTextContent(/CHANGED|credential/);
  },
};

export const PasswordChangedEnglish: Story = {
  name: 'Password reset, English',
  args: { entries: [passwordReset] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const [reset] = rows(canvasElement);
    await expect(within(reset!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Password: changed']);
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
    const [restored, , updated, created] = rows(canvasElement);
    await expect(restored).toHaveTextContent('Status: Deactivated → to Active');
    await expect(updated).toHaveTextContent('Name: Admin Gudang → to Rina Gudang');
    await expect(updated).toHaveTextContent('Role: Admin Gudang → to Kepala Gudang');
    await expect(created).toHaveTextContent(/Username: admin\.gudang.*Name: Admin Gudang.*Role: Admin Gudang.*Status: Active/);
  },
};
