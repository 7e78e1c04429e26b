import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import type { ExportFile } from '../../../lib/api/download';
import { page } from '../../../lib/testing/story-queries';
import { customerStore } from '../../../mocks/db/resources';
import { storySessionOf } from '../../../mocks/scenarios/account';
import type { Column } from '../../data/DataTable/DataTable';
import ListExportDialog from './ListExportDialog';

const EXPORT = `*${CUSTOMERS.api}/export`;
const COLUMNS: Column<Customer>[] = [
  { id: 'name', header: 'Nama', cell: (customer) => customer.name },
  { id: 'phone', header: 'Telepon', cell: (customer) => customer.phone ?? '—' },
];

interface DemoProps {
  title?: string;
  total?: number;
  ids?: number[];
  onClose?: () => void;
}

/**
 * The dialog as "Ekspor" opens it over the mock's customers (a supervisor, who holds
 * export-lists), with the saved file's name and its first lines shown instead of a download.
 */
function Demo({ title = 'Daftar kustomer', total, ids, onClose }: DemoProps) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState('');
  const [lines, setLines] = useState('');
  const save = ({ blob, fileName }: ExportFile) =>
    void blob.text().then((text) => {
      setSaved(fileName);
      // The CSV starts with a byte-order mark for Excel; a person reads its lines after it.
      setLines(text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').slice(0, 10).join(' | '));
    });
  return (
    <SignedIn session={storySessionOf('Spv')}>
      <div style={{ display: 'grid', gap: 16, padding: 24, justifyItems: 'start' }}>
        {open && (
          <ListExportDialog
            path={`${CUSTOMERS.api}/export`}
            title={title}
            columns={COLUMNS}
            exportable={Object.keys(CUSTOMERS.list.columns)}
            apiQuery="page=1&size=10&sort=name&status=all"
            filters={[]}
            total={total}
            ids={ids}
            save={save}
            onClose={() => {
              setOpen(false);
              onClose?.();
            }}
          />
        )}
        <output aria-label="Berkas tersimpan">{saved}</output>
        <output aria-label="Awal berkas CSV">{lines}</output>
      </div>
    </SignedIn>
  );
}

/**
 * The export's own dialog (docs/decisions/331-list-export.md): what the file will hold (every row
 * the list's search and filters find, or the rows chosen), the shared export buttons, and the
 * progress of a file the server is still writing. The "Ekspor" button that opens it, the file's
 * contents and the refusals are the ListExport stories'.
 */
const meta = {
  title: 'Resource/ListExportDialog',
  component: Demo,
  args: { total: 3, onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Ekspor daftar') => page().findByRole('dialog', { name });
const saved = () => page().getByRole('status', { name: 'Berkas tersimpan' });
const csvStart = () => page().getByRole('status', { name: 'Awal berkas CSV' });

export const Default: Story = {
  name: 'Every matching row: the count under the list’s name',
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveAccessibleDescription('Daftar kustomer');
    await expect(within(box).getByText('Semua 3 baris yang cocok dengan pencarian dan filter, dalam urutan daftar.')).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Unduh Excel (XLSX)' })).toBeEnabled();
    await expect(within(box).getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
    await expect(within(box).getByRole('combobox', { name: 'Pemisah kolom CSV' })).toHaveDisplayValue('Titik koma (;) · Excel Indonesia');
  },
};

export const Closed: Story = {
  name: 'Closed with Escape: the list is told',
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ChosenRows: Story = {
  name: 'The chosen rows only: counted, and only they in the file',
  args: { ids: [1, 2] },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByText('2 baris yang dipilih, dalam urutan daftar.')).toBeVisible();
    await expect(within(box).queryByText(/cocok dengan pencarian/)).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Unduh CSV' }));
    await expect(await within(box).findByText(/^Berkas daftar-kustomer_\d{4}-\d{2}-\d{2}\.csv sudah diunduh\.$/)).toBeVisible();
    await waitFor(() => expect(csvStart()).toHaveTextContent(/^Daftar kustomer \| Dibuat;.+ \| Baris terpilih;2 \| /));
    // The two chosen customers, and no other row, under the column headings.
    const chosen = [customerStore.find(1)!, customerStore.find(2)!].sort((a, b) => a.name.localeCompare(b.name)).map((customer) => `${customer.name};[^|]+`);
    await expect(csvStart()).toHaveTextContent(new RegExp(`\\| Nama;Telepon \\| ${chosen.join(' \\| ')}$`));
  },
};

export const WithoutCount: Story = {
  name: 'The count not known yet: no sentence about it',
  args: { total: undefined },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: 'Unduh CSV' })).toBeVisible();
    await expect(within(box).queryByText(/baris/)).toBeNull();
  },
};

export const Progress: Story = {
  name: 'Progress: the file arriving, cancelled, fetched again',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post(EXPORT, () => {
        calls += 1;
        // The second request falls through to the mock's export, which answers at once.
        if (calls > 1) return undefined;
        // A quarter of the announced bytes, then the answer stays open until the page gives up.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': '4096', 'X-Total-Count': '3' } });
      }),
    );
  },
  play: async () => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Unduh CSV' }));
    await expect(await within(box).findByText('Menyiapkan berkas CSV…')).toBeVisible();
    await expect(await within(box).findByText('3 baris')).toBeVisible();
    await waitFor(() => expect(within(box).getByRole('progressbar', { name: 'Kemajuan unduhan' })).toHaveAttribute('aria-valuenow', '25'));
    await expect(within(box).getByRole('button', { name: 'Unduh Excel (XLSX)' })).toBeDisabled();
    await userEvent.click(within(box).getByRole('button', { name: 'Batal' }));
    await expect(await within(box).findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(saved()).toBeEmptyDOMElement();
    // The dialog stays: the same file can be asked for again.
    await userEvent.click(within(box).getByRole('button', { name: 'Unduh CSV' }));
    await expect(await within(box).findByText(/^Berkas daftar-kustomer_\d{4}-\d{2}-\d{2}\.csv sudah diunduh\.$/)).toBeVisible();
    await waitFor(() => expect(saved()).toHaveTextContent(/^daftar-kustomer_\d{4}-\d{2}-\d{2}\.csv$/));
  },
};

export const LongContent: Story = {
  name: 'Long content: a long list name wraps',
  args: { title: 'Daftar kustomer aktif wilayah Jabodetabek, Bandung Raya dan sekitarnya untuk rekonsiliasi tagihan akhir tahun buku 2025', total: 12_345 },
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveAccessibleDescription('Daftar kustomer aktif wilayah Jabodetabek, Bandung Raya dan sekitarnya untuk rekonsiliasi tagihan akhir tahun buku 2025');
    await expect(within(box).getByText('Semua 12.345 baris yang cocok dengan pencarian dan filter, dalam urutan daftar.')).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Customers', ids: [2] },
  play: async () => {
    const box = await dialog('Export the list');
    await expect(within(box).getByText('The 1 chosen row.')).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Download CSV' }));
    await expect(await within(box).findByText(/^customers_\d{4}-\d{2}-\d{2}\.csv has been downloaded\.$/)).toBeVisible();
    await waitFor(() => expect(csvStart()).toHaveTextContent(/^Customers \| Generated,.+ \| Chosen rows,1 \| /));
  },
};
