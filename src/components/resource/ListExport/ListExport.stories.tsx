import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import type { ExportFile } from '../../../lib/api/download';
import { page } from '../../../lib/testing/story-queries';
import { apiError } from '../../../mocks/handlers/respond';
import { storySession } from '../../../mocks/scenarios/resources';
import type { Column } from '../../data/DataTable/DataTable';
import { ListExport, type ExportFilterWords } from './ListExport';

const EXPORT = `*${CUSTOMERS.api}/export`;
const COLUMNS: Column<Customer>[] = [
  { id: 'name', header: 'Nama', cell: (customer) => customer.name },
  { id: 'phone', header: 'Telepon', cell: (customer) => customer.phone ?? '—' },
  { id: 'status', header: 'Status', cell: (customer) => String(customer.active), export: { field: 'active', values: { true: 'Aktif', false: 'Nonaktif' } } },
  // Not a field the customers' declaration lets an export write: left out of the file.
  { id: 'actions', header: 'Aksi', cell: () => null },
];

/** The export button over the mock's customers, with the saved file's name and its first lines shown instead of a download. */
function Harness({ title, filters, apiQuery }: { title: string; filters: ExportFilterWords[]; apiQuery: string }) {
  const [saved, setSaved] = useState('');
  const [lines, setLines] = useState('');
  const save = ({ blob, fileName }: ExportFile) =>
    void blob.arrayBuffer().then((bytes) => {
      const start = [...new Uint8Array(bytes.slice(0, 2))].map((byte) => byte.toString(16)).join(' ');
      setSaved(`${fileName} · ${start}`);
      if (fileName.endsWith('.csv')) setLines(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n').slice(0, 7).join(' | '));
    });
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <ListExport path={`${CUSTOMERS.api}/export`} title={title} columns={COLUMNS} exportable={Object.keys(CUSTOMERS.list.columns)} apiQuery={apiQuery} filters={filters} total={3} save={save} />
      <output aria-label="Berkas tersimpan">{saved}</output>
      <output aria-label="Awal berkas CSV">{lines}</output>
    </div>
  );
}

function Demo({ title = 'Daftar kustomer', filters = [], apiQuery = 'page=2&size=10&sort=name&status=all' }: { title?: string; filters?: ExportFilterWords[]; apiQuery?: string }) {
  return <StoryScreen path="/" session={storySession('Spv')} routes={[{ path: '/', title: 'Ekspor', element: <Harness title={title} filters={filters} apiQuery={apiQuery} /> }]} />;
}

/**
 * "Ekspor" on a list (export-lists): a dialog saying the file holds every row the search and
 * filters find, with the shared XLSX and CSV buttons; the server writes the file.
 */
const meta = {
  title: 'Resource/ListExport',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await page().findByRole('dialog', { name: 'Ekspor daftar' }));
const saved = () => page().getByRole('status', { name: 'Berkas tersimpan' });

export const Default: Story = {
  name: 'CSV: every page, the filters at the top, the shown columns',
  args: { apiQuery: 'page=2&size=10&sort=name&status=active&q=toko', filters: [{ param: 'q', label: 'Pencarian', value: 'toko' }, { param: 'status', label: 'Status', value: 'Aktif' }] },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Ekspor' }));
    const box = await dialog();
    await expect(box.getByText('Semua 3 baris yang cocok dengan pencarian dan filter, dalam urutan daftar.')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Unduh CSV' }));
    await expect(await box.findByText(/^Berkas daftar-kustomer_\d{4}-\d{2}-\d{2}\.csv sudah diunduh\.$/)).toBeVisible();
    await waitFor(() => expect(page().getByRole('status', { name: 'Awal berkas CSV' })).toHaveTextContent(/^Daftar kustomer \| Dibuat;.+ \| Jumlah baris;\d+ \| Pencarian;toko \| Status;Aktif \| \| Nama;Telepon;Status$/));
    await userEvent.click(box.getByRole('button', { name: 'Tutup' }));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const Xlsx: Story = {
  name: 'Excel: saved under the list’s name',
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Ekspor' }));
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: 'Unduh Excel (XLSX)' }));
    await waitFor(() => expect(saved()).toHaveTextContent(/^daftar-kustomer_\d{4}-\d{2}-\d{2}\.xlsx · 50 4b$/));
  },
};

export const Slow: Story = {
  name: 'Loading: a long export, cancelled',
  beforeEach({ msw }) {
    msw.use(
      http.post(EXPORT, async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Ekspor' }));
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: 'Unduh CSV' }));
    await expect(await box.findByText('Menyiapkan berkas CSV…')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Batal' }));
    await expect(await box.findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: export-lists was taken away',
  beforeEach({ msw }) {
    msw.use(http.post(EXPORT, () => apiError(403, 'FORBIDDEN', 'Permission missing')));
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Ekspor' }));
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: 'Unduh CSV' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin mengunduh ini.');
  },
};

export const UnknownFilter: Story = {
  name: 'Error: a filter the list no longer knows (400)',
  args: { apiQuery: 'page=1&size=10&sort=name&warehouse=3' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Ekspor' }));
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: 'Unduh Excel (XLSX)' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('Filter daftar ini tidak dikenal. Muat ulang halaman, lalu coba lagi.');
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const LongContent: Story = {
  name: 'Long content: a long title and many filters',
  args: {
    title: 'Daftar kustomer aktif wilayah Jabodetabek dan sekitarnya untuk rekonsiliasi akhir tahun',
    apiQuery: 'page=1&size=10&sort=name&status=active&q=kopi',
    filters: [{ param: 'q', label: 'Pencarian', value: 'kopi' }, { param: 'status', label: 'Status', value: 'Aktif' }],
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Ekspor' }));
    const box = await dialog();
    await expect(box.getByText('Daftar kustomer aktif wilayah Jabodetabek dan sekitarnya untuk rekonsiliasi akhir tahun')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Unduh CSV' }));
    await expect(await box.findByText(/^Berkas daftar-kustomer-aktif-wilayah-jabodetabek-dan-sekitarnya-unt_\d{4}-\d{2}-\d{2}\.csv sudah diunduh\.$/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Xlsx.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Customers' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Export' }));
    const box = within(await page().findByRole('dialog', { name: 'Export the list' }));
    await expect(box.getByText("All 3 rows matching the search and filters, in the list's order.")).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Download CSV' }));
    await expect(await box.findByText(/^customers_\d{4}-\d{2}-\d{2}\.csv has been downloaded\.$/)).toBeVisible();
    await waitFor(() => expect(page().getByRole('status', { name: 'Awal berkas CSV' })).toHaveTextContent(/^Customers \| Generated,.+ \| Rows,\d+ \| Filter,None \| \| Nama,Telepon,Status \| /));
  },
};
