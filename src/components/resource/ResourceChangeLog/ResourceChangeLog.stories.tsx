import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fieldChangesOf, type ChangeLogEntry } from '../../../../contract/change-log';
import { useListState } from '../../../lib/list-state/useListState';
import { page } from '../../../lib/testing/story-queries';
import { ResourceChangeLog } from './ResourceChangeLog';

const at = '2025-06-02T02:30:00.000Z';
/** As the API answers them: `changes` from the contract's diff (decision 163). */
const ENTRIES: ChangeLogEntry[] = (
  [
    {
      id: 2,
      entity: 'fleet',
      entityId: 9,
      entityLabel: 'D 9369 QR',
      action: 'UPDATE',
      actor: { id: 1, username: 'admin', name: 'Administrator' },
      before: { model: 'Hino Ranger', plate: 'D 9369 QR', capacityKg: 15000, status: 'inactive' },
      after: { model: 'Hino Ranger', plate: 'D 9369 QR', capacityKg: 14000, status: 'active' },
      changes: [],
      createdAt: at,
      import: null,
    },
    {
      id: 1,
      entity: 'fleet',
      entityId: 9,
      entityLabel: 'D 9369 QR',
      action: 'CREATE',
      actor: null,
      before: null,
      after: { model: 'Hino Ranger', plate: 'D 9369 QR', capacityKg: 15000, status: 'inactive' },
      changes: [],
      createdAt: at,
      import: null,
    },
  ] satisfies ChangeLogEntry[]
).map((entry) => ({ ...entry, changes: fieldChangesOf(entry.before, entry.after) }));

/** A customer's address and phone as an update-mode import of a spreadsheet changed them. */
const IMPORTED: ChangeLogEntry[] = [
  {
    id: 3,
    entity: 'customer',
    entityId: 4,
    entityLabel: 'Toko Sumber Rejeki',
    action: 'UPDATE' as const,
    actor: { id: 1, username: 'admin', name: 'Administrator' },
    before: { name: 'Toko Sumber Rejeki', address: 'Jl. Merdeka 12', phone: '0812 1111 2222' },
    after: { name: 'Toko Sumber Rejeki', address: 'Jl. Asia Afrika 8', phone: '0812 3333 4444' },
    createdAt: at,
    import: { id: 7, fileName: 'pelanggan.xlsx' },
  },
  {
    id: 2,
    entity: 'customer',
    entityId: 4,
    entityLabel: 'Toko Sumber Rejeki',
    action: 'UPDATE' as const,
    actor: { id: 1, username: 'admin', name: 'Administrator' },
    before: { name: 'Toko Sumber Rejeki', address: 'Jl. Merdeka 12', phone: '0812 1111 0000' },
    after: { name: 'Toko Sumber Rejeki', address: 'Jl. Merdeka 12', phone: '0812 1111 2222' },
    createdAt: '2025-06-01T02:30:00.000Z',
    import: null,
  },
].map((entry) => ({ ...entry, changes: fieldChangesOf(entry.before, entry.after) }));

function Demo({ entries = ENTRIES, state = 'ready', entity = false, ns = 'fleets' }: { entries?: ChangeLogEntry[]; state?: 'ready' | 'loading' | 'error'; entity?: boolean; ns?: string }) {
  const list = useListState({ sortFields: [] });
  const data = { data: entries, paging: { page: 1, size: 10, totalItems: entries.length, totalPages: entries.length ? 1 : 0 } };
  const answer = { data: state === 'ready' ? data : undefined, error: state === 'error' ? new Error('x') : undefined, isLoading: state === 'loading', isValidating: false, mutate: () => undefined };
  return (
    <ResourceChangeLog
      ns={ns}
      list={list}
      answer={answer}
      caption="Riwayat contoh"
      formatValue={(field, value) => (field === 'status' ? (value === 'active' ? 'Aktif' : 'Nonaktif') : field === 'capacityKg' && typeof value === 'number' ? `${value} kg` : undefined)}
      entityHeader={entity ? 'Armada' : undefined}
      detailPath={entity ? (id) => `/fleets/${id}/detail` : undefined}
    />
  );
}

/**
 * A resource's change log with its pages (decision 170): ChangeLogTable's readable diff with the
 * area's field names and the values it formats; with `entityHeader`, the record named and linked.
 */
const meta = { title: 'Resource kit/ResourceChangeLog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const table = page().getByRole('table', { name: 'Riwayat contoh' });
    const changes = within(table).getAllByRole('listitem').map((item) => item.textContent);
    await expect(changes).toContain('Kapasitas: 15000 kg → menjadi 14000 kg');
    await expect(changes).toContain('Status: Nonaktif → menjadi Aktif');
    await expect(within(table).getByText('Sistem')).toBeVisible();
  },
};

export const WithRecordColumn: Story = {
  args: { entity: true },
  play: async () => {
    const table = page().getByRole('table', { name: 'Riwayat contoh' });
    await expect(within(table).getAllByRole('link', { name: 'D 9369 QR' })[0]).toHaveAttribute('href', '/fleets/9/detail');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    await expect(page().getByRole('table', { name: 'Riwayat contoh' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async () => {
    await expect(page().getByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error' },
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent('Data gagal dimuat');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const table = page().getByRole('table', { name: 'Riwayat contoh' });
    await expect(within(table).getAllByRole('listitem').map((item) => item.textContent)).toContain('Capacity: 15000 kg → to 14000 kg');
  },
};

/** A change an import wrote names the file it came from; a change made by hand names none. */
export const FromImport: Story = {
  args: { entries: IMPORTED, ns: 'customers' },
  play: async () => {
    const table = page().getByRole('table', { name: 'Riwayat contoh' });
    const [imported, byHand] = within(table).getAllByRole('row').slice(1);
    await expect(within(imported!).getByText('Impor: pelanggan.xlsx')).toBeVisible();
    await expect(within(imported!).getAllByRole('listitem').map((item) => item.textContent)).toContain('Alamat pengiriman utama: Jl. Merdeka 12 → menjadi Jl. Asia Afrika 8');
    await expect(byHand).not.toHaveTextContent(/Impor/);
  },
};

export const FromImportEnglish: Story = {
  args: { entries: IMPORTED, ns: 'customers' },
  globals: { locale: 'en' },
  play: async () => {
    const table = page().getByRole('table', { name: 'Riwayat contoh' });
    await expect(within(table).getByText('Import: pelanggan.xlsx')).toBeVisible();
  },
};
