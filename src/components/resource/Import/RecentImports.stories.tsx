import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { ImportRecord } from '../../../../contract/imports';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { formatDateTime } from '../../../lib/format';
import { expectNoSideScroll, page, rowHeaders } from '../../../lib/testing/story-queries';
import { mockTime, mockUsers } from '../../../mocks/db/auth';
import { importStore } from '../../../mocks/db/imports';
import { apiError } from '../../../mocks/handlers/respond';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { RecentImports } from './RecentImports';

const IMPORTS = `*${CUSTOMERS.api}/imports`;
const NONE = { add: 0, update: 0, unchanged: 0, skip: 0, fail: 0 };
const by = (username: string) => {
  const user = mockUsers.find((candidate) => candidate.username === username)!;
  return { id: user.id, name: user.name };
};

type Seed = Partial<Omit<ImportRecord, 'counts'>> & { fileName: string; counts?: Partial<ImportRecord['counts']> };

/** The customers' imports in the mock db, oldest first (the list shows the newest first). */
function seedImports(entries: readonly Seed[]) {
  for (const [index, { counts, ...entry }] of entries.entries()) {
    const record: ImportRecord = {
      id: importStore.nextId(),
      area: CUSTOMERS.key,
      format: 'csv',
      mode: 'add',
      atomic: true,
      rows: 2,
      user: by('admin'),
      createdAt: mockTime(60 * (index + 1)),
      ...entry,
      counts: { ...NONE, ...counts },
    };
    importStore.add({ record, failedRows: null });
  }
}

/** Three imports: all added, valid rows only with failures, and existing rows skipped. */
const SEEDED = () =>
  seedImports([
    { fileName: 'pelanggan-juni.xlsx', format: 'xlsx', rows: 12, counts: { add: 12 } },
    { fileName: 'perbaikan-telepon.csv', mode: 'update', atomic: false, rows: 10, counts: { update: 3, unchanged: 5, fail: 2 }, user: by('spv') },
    { fileName: 'toko-baru.csv', mode: 'skip', rows: 10, counts: { add: 4, skip: 6 }, user: by('admin.suratjalan') },
  ]);

function Demo() {
  return (
    <SignedIn session={storySessionOf('Master')}>
      <div style={{ padding: 24 }}>
        <RecentImports api={CUSTOMERS.api} />
      </div>
    </SignedIn>
  );
}

/**
 * The area's recent imports under the import screen (docs/decisions/335-import.md): when, who,
 * which file, how (the mode, and whether only the valid rows were written) and what came of it, the
 * five newest. The import steps above it are the AreaImport stories'.
 */
const meta = {
  title: 'Resource kit/RecentImports',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (name = 'Impor terakhir') => page().findByRole('table', { name });
const rowOf = (box: HTMLElement, file: string) => within(box).getByRole('row', { name: new RegExp(file.replace(/\./g, '\\.')) });

export const Default: Story = {
  name: 'Newest first: who, how and what came of it',
  beforeEach: SEEDED,
  play: async () => {
    const box = await table();
    await waitFor(() => expect(rowHeaders(box)).toEqual(['toko-baru.csv', 'perbaikan-telepon.csv', 'pelanggan-juni.xlsx']));
    await expect(within(box).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Waktu', 'Oleh', 'Berkas', 'Cara', 'Hasil']);
    const partial = rowOf(box, 'perbaikan-telepon.csv');
    await expect(within(partial).getByText(formatDateTime(mockTime(120), 'id-ID'))).toBeVisible();
    await expect(partial).toHaveTextContent('Supervisor');
    await expect(partial).toHaveTextContent('Perbarui yang sudah ada · baris valid saja');
    // Only the outcomes that happened are listed.
    await expect(within(partial).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3 diperbarui', '5 tidak berubah', '2 gagal']);
    await expect(rowOf(box, 'toko-baru.csv')).toHaveTextContent(/Admin Surat Jalan.*Lewati yang sudah ada.*4 ditambah.*6 dilewati/);
    await expect(rowOf(box, 'pelanggan-juni.xlsx')).toHaveTextContent(/Administrator.*Tambah baru saja12 ditambah$/);
  },
};

export const FiveNewest: Story = {
  name: 'Many imports: the five newest',
  beforeEach: () => seedImports(Array.from({ length: 7 }, (_, index) => ({ fileName: `impor-${index + 1}.csv`, counts: { add: index + 1 } }))),
  play: async () => {
    const box = await table();
    await waitFor(() => expect(rowHeaders(box)).toEqual(['impor-7.csv', 'impor-6.csv', 'impor-5.csv', 'impor-4.csv', 'impor-3.csv']));
  },
};

export const Empty: Story = {
  name: 'Empty: no import yet',
  play: async () => {
    const box = await table();
    await expect(await within(box).findByText('Belum ada impor.')).toBeVisible();
    await expect(rowHeaders(box)).toEqual([]);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    SEEDED();
    msw.use(
      http.get(IMPORTS, async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async () => {
    const box = await table();
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(await page().findByText('Memuat data…')).toBeInTheDocument();
    await expect(rowHeaders(box)).toEqual([]);
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    SEEDED();
    let left = 1;
    msw.use(
      http.get(IMPORTS, () => {
        if (left <= 0) return undefined;
        left -= 1;
        return apiError(500, 'INTERNAL', 'Internal server error');
      }),
    );
  },
  play: async () => {
    const box = await table();
    const alert = await within(box).findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await expect(alert).toHaveTextContent('Terjadi kesalahan saat memuat data. Silakan coba lagi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(rowHeaders(box)).toEqual(['toko-baru.csv', 'perbaikan-telepon.csv', 'pelanggan-juni.xlsx']));
    await expect(within(box).queryByRole('alert')).toBeNull();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the list permission taken away',
  beforeEach({ msw }) {
    SEEDED();
    msw.use(http.get(IMPORTS, () => apiError(403, 'FORBIDDEN', 'Permission missing')));
  },
  play: async () => {
    const alert = await within(await table()).findByRole('alert');
    await expect(alert).toHaveTextContent('Anda tidak memiliki izin untuk melihat data ini.');
  },
};

const LONG_NAME = 'data-kustomer-gabungan-cabang-bandung-cimahi-sumedang-garut-tasikmalaya-per-31-desember-2025-revisi-akhir.xlsx';
export const LongContent: Story = {
  name: 'Long content: a long file name, every outcome, a user since removed',
  beforeEach: () =>
    seedImports([
      { fileName: LONG_NAME, format: 'xlsx', mode: 'update', atomic: false, rows: 49_990, user: null, counts: { add: 12_345, update: 23_456, unchanged: 7_890, skip: 299, fail: 6_000 } },
    ]),
  play: async ({ canvasElement }) => {
    const box = await table();
    const row = await waitFor(() => rowOf(box, LONG_NAME));
    await expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^—$/);
    await expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12.345 ditambah', '23.456 diperbarui', '7.890 tidak berubah', '299 dilewati', '6.000 gagal']);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: SEEDED, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: SEEDED,
  play: async () => {
    const box = await table('Recent imports');
    await waitFor(() => expect(rowHeaders(box)).toHaveLength(3));
    await expect(within(box).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'By', 'File', 'Mode', 'Outcome']);
    const partial = rowOf(box, 'perbaikan-telepon.csv');
    await expect(within(partial).getByText(formatDateTime(mockTime(120), 'en-GB'))).toBeVisible();
    await expect(partial).toHaveTextContent('Update existing · valid rows only');
    await expect(within(partial).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3 updated', '5 unchanged', '2 failed']);
  },
};
