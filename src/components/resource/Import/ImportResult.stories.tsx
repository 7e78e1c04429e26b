import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImportCheck, ImportProblemRow } from '../../../../contract/imports';
import { IMPORT_PROBLEMS_LISTED } from '../../../../contract/imports-values';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { Panel } from '../../layout/ScreenParts/ScreenParts';
import { GroupCounts, ImportCounts, ImportResult, type ImportResultProps } from './ImportResult';

const NONE = { add: 0, update: 0, unchanged: 0, skip: 0, fail: 0 };

/** The result as the import screen shows it, in its panel, the all-or-none choice kept (and reported). */
function Shown({ atomic: first, onAtomicChange, ...props }: ImportResultProps) {
  const [atomic, setAtomic] = useState(first);
  return (
    <div style={{ padding: 24 }}>
      <Panel>
        <ImportResult
          {...props}
          atomic={atomic}
          onAtomicChange={(next) => {
            setAtomic(next);
            onAtomicChange(next);
          }}
        />
      </Panel>
    </div>
  );
}

const CUSTOMER_HEADERS = ['Nama', 'Telepon', 'Email', 'Status'];

/** Every row of a customers' file new and valid. */
const ALL_VALID: ImportCheck = { rows: 3, counts: { ...NONE, add: 2, update: 1 }, failed: [] };

/**
 * Two new customers and four failing rows, as the check answers them: a bad phone and email, a
 * name twice in the file, no name, an unknown status.
 */
const FAILING: ImportCheck = {
  rows: 6,
  counts: { ...NONE, add: 2, fail: 4 },
  failed: [
    {
      line: 4,
      key: 'Toko Impor Tiga',
      problems: [
        { field: 'phone', column: 1, code: 'INVALID_FORMAT' },
        { field: 'email', column: 2, code: 'INVALID_FORMAT' },
      ],
    },
    { line: 5, key: 'toko impor satu', problems: [{ field: 'name', column: 0, code: 'DUPLICATE_IN_FILE', params: { line: 2 } }] },
    { line: 6, key: null, problems: [{ field: null, column: null, code: 'KEY_MISSING' }] },
    { line: 7, key: 'Toko Impor Empat', problems: [{ field: 'active', column: 3, code: 'STATUS_VALUE' }] },
  ],
};

/**
 * Six rows of DOs: PO-1 (two rows) and PO-2 valid, PO-3 failing whole for its unknown customer
 * (its other row named), and a row without a reference.
 */
const ORDERS: ImportCheck = {
  rows: 6,
  counts: { ...NONE, add: 3, fail: 3 },
  groups: { add: 2, fail: 1 },
  failed: [
    { line: 5, key: 'PO-3', problems: [{ field: 'customer', column: 1, code: 'NOT_FOUND' }] },
    { line: 6, key: 'PO-3', problems: [{ field: null, column: null, code: 'GROUP_FAILED', params: { line: 5 } }] },
    { line: 7, key: null, problems: [{ field: null, column: null, code: 'KEY_MISSING' }] },
  ],
};

/** A big file: more failing rows than an answer lists. */
const MANY_FAILED: ImportCheck = {
  rows: 2_000,
  counts: { ...NONE, add: 1_388, fail: 612 },
  failed: Array.from({ length: IMPORT_PROBLEMS_LISTED }, (_, index): ImportProblemRow => ({
    line: 2 + index * 3,
    key: `Toko Cabang ${index + 1}`,
    problems: [{ field: 'phone', column: 1, code: 'INVALID_FORMAT' }],
  })),
};

/**
 * Step 3 of an import (docs/decisions/335-import.md): what the check found without writing
 * anything — the rows by outcome (of DOs, also the DOs the rows make), every listed failing row
 * with each problem by its column in the area's words — and, with failing rows, whether the import
 * writes nothing or the valid rows only; "Impor" confirms these counts. The whole screen is the
 * AreaImport stories'.
 */
const meta = {
  title: 'Resource kit/ImportResult',
  component: ImportResult,
  args: {
    ns: 'customers',
    check: FAILING,
    headers: CUSTOMER_HEADERS,
    atomic: true,
    busy: false,
    disabled: false,
    onAtomicChange: fn(),
    onConfirm: fn(),
  },
  render: (args) => <Shown {...args} />,
} satisfies Meta<typeof ImportResult>;
export default meta;
type Story = StoryObj<typeof meta>;

const countsOf = (canvas: HTMLElement, name = 'Jumlah baris per hasil') =>
  within(within(canvas).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const failedTable = (canvas: HTMLElement, name = 'Baris yang gagal') => within(canvas).getByRole('table', { name });
const rowOf = (table: HTMLElement, start: string) => within(table).getByRole('row', { name: new RegExp(`^${start}`) });

export const AllValid: Story = {
  name: 'All valid: every outcome counted, nothing to choose',
  args: { check: ALL_VALID },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3. Hasil pemeriksaan' })).toBeVisible();
    // Every outcome is listed, the empty ones too, so the counts read the same after every check.
    await expect(countsOf(canvasElement)).toEqual(['2 ditambah', '1 diperbarui', '0 tidak berubah', '0 dilewati', '0 gagal']);
    await expect(canvas.getByText('Semua baris dapat diimpor.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Impor' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Failing: Story = {
  name: 'Failing rows: each problem by its column, a row-level problem as the whole row',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(countsOf(canvasElement)).toEqual(['2 ditambah', '0 diperbarui', '0 tidak berubah', '0 dilewati', '4 gagal']);
    await expect(canvas.getByRole('heading', { name: 'Baris yang gagal' })).toBeVisible();
    const table = failedTable(canvasElement);
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Baris', 'Data', 'Masalah']);
    const phone = rowOf(table, '4 Toko Impor Tiga');
    await expect(within(phone).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Telepon: Nomor telepon tidak valid: 7–15 angka, boleh diawali + dan dipisah spasi, titik, tanda hubung atau tanda kurung.',
      'Email: Format email tidak valid, contoh: nama@contoh.id.',
    ]);
    await expect(rowOf(table, '5 toko impor satu')).toHaveTextContent('Nama: Sama dengan baris 2 berkas ini.');
    // A row without its key has the dash for it, and its problem is the whole row's.
    await expect(rowOf(table, '6 —')).toHaveTextContent('Seluruh baris: Kolom pengenal data kosong.');
    await expect(rowOf(table, '7 Toko Impor Empat')).toHaveTextContent('Status: Tulis Aktif atau Nonaktif.');
    // Every failing row is listed: no "N of M" hint.
    await expect(canvas.queryByText(/baris yang gagal ditampilkan/)).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Semua atau tidak sama sekali' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Impor' })).toBeDisabled();
  },
};

export const DeliveryOrders: Story = {
  name: 'DOs: the DOs the valid rows make, the problems in the DOs’ words',
  args: { ns: 'deliveryOrders', check: ORDERS, headers: ['Referensi', 'Kustomer', 'Barang', 'Jumlah'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(countsOf(canvasElement)).toEqual(['3 ditambah', '0 diperbarui', '0 tidak berubah', '0 dilewati', '3 gagal']);
    await expect(canvas.getByText('Baris yang valid menjadi 2 DO baru. 1 DO gagal.')).toBeVisible();
    const table = failedTable(canvasElement);
    await expect(rowOf(table, '5 PO-3')).toHaveTextContent('Kustomer: Tidak ada kustomer dengan nama ini. Tambahkan kustomernya dulu atau perbaiki namanya.');
    await expect(rowOf(table, '6 PO-3')).toHaveTextContent('Seluruh baris: DO ini tidak diimpor karena baris 5 gagal.');
    await expect(rowOf(table, '7 —')).toHaveTextContent('Seluruh baris: Referensi kosong: tulis referensi DO pada setiap baris.');
  },
};

export const MoreThanListed: Story = {
  name: 'More failing rows than listed: how many are shown of how many',
  args: { check: MANY_FAILED },
  // Axe checks these rows' markup in the other stories; here it would check it 500 times over,
  // most of the story's time on a busy machine. The rest of the step is checked as everywhere.
  parameters: { a11y: { context: { exclude: ['tbody'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(countsOf(canvasElement)).toEqual(['1.388 ditambah', '0 diperbarui', '0 tidak berubah', '0 dilewati', '612 gagal']);
    await expect(canvas.getByText('500 dari 612 baris yang gagal ditampilkan; berkas baris yang gagal berisi semuanya.')).toBeVisible();
    const table = failedTable(canvasElement);
    // The first and the last listed row (text queries: naming 500 rows by role is slow).
    await expect(within(table).getByText('Toko Cabang 1')).toBeVisible();
    await expect(within(table).getByText(`Toko Cabang ${IMPORT_PROBLEMS_LISTED}`)).toBeInTheDocument();
    // The list scrolls in its own frame, reachable by keyboard.
    await expect(canvas.getByRole('region', { name: 'Baris yang gagal' })).toHaveAttribute('tabindex', '0');
  },
};

export const ValidOnly: Story = {
  name: 'All or none, or the valid rows only: the choice reported, "Impor" follows it',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choice = canvas.getByRole('group', { name: 'Jika ada baris yang gagal' });
    const all = within(choice).getByRole('radio', { name: 'Semua atau tidak sama sekali' });
    const valid = within(choice).getByRole('radio', { name: 'Impor baris yang valid saja' });
    const confirm = canvas.getByRole('button', { name: 'Impor' });
    // All or nothing with failing rows writes nothing: there is nothing to confirm.
    await expect(all).toBeChecked();
    await expect(confirm).toBeDisabled();
    await userEvent.click(valid);
    await expect(args.onAtomicChange).toHaveBeenCalledOnce();
    await expect(args.onAtomicChange).toHaveBeenLastCalledWith(false);
    await expect(valid).toBeChecked();
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(all);
    await expect(args.onAtomicChange).toHaveBeenLastCalledWith(true);
    await expect(confirm).toBeDisabled();
  },
};

export const NothingToWrite: Story = {
  name: 'Nothing to write: every row unchanged or skipped',
  args: { check: { rows: 5, counts: { ...NONE, unchanged: 3, skip: 2 }, failed: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(countsOf(canvasElement)).toEqual(['0 ditambah', '0 diperbarui', '3 tidak berubah', '2 dilewati', '0 gagal']);
    await expect(canvas.getByText('Tidak ada baris yang akan ditambah atau diperbarui.')).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Impor' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NothingValid: Story = {
  name: 'Nothing to write: every row failing, even with the valid rows only',
  args: { check: { rows: 1, counts: { ...NONE, fail: 1 }, failed: [FAILING.failed[2]!] }, atomic: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Impor baris yang valid saja' })).toBeChecked();
    await expect(canvas.getByText('Tidak ada baris yang akan ditambah atau diperbarui.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Impor' })).toBeDisabled();
  },
};

export const Busy: Story = {
  name: 'Busy: the import running, the choice locked',
  // The screen locks the choice while its import runs: the import writes what was confirmed.
  args: { atomic: false, busy: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Impor' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Jika ada baris yang gagal' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Semua atau tidak sama sekali' }), { pointerEventsCheck: 0 });
    await expect(args.onAtomicChange).not.toHaveBeenCalled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const LONG_KEY = 'Toko_Grosir_Sembako_Sinar_Jaya_Abadi_Sentosa_Makmur_Sejahtera_Cabang_Gedebage_Bandung_Timur_Jawa_Barat';

export const LongContent: Story = {
  name: 'Long content: big counts, a long key without spaces, long headings and four problems',
  args: {
    headers: ['Nama kustomer sebagaimana tertulis di sistem lama cabang Bandung', 'Nomor telepon kantor atau WhatsApp penanggung jawab', 'Email', 'Status'],
    check: {
      rows: 43_990,
      counts: { add: 12_345, update: 23_456, unchanged: 7_890, skip: 298, fail: 1 },
      failed: [
        {
          line: 43_991,
          key: LONG_KEY,
          problems: [
            { field: 'name', column: 0, code: 'TOO_LONG', params: { maximum: 100 } },
            { field: 'phone', column: 1, code: 'INVALID_FORMAT' },
            { field: 'email', column: 2, code: 'INVALID_FORMAT' },
            { field: 'active', column: 3, code: 'STATUS_VALUE' },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(countsOf(canvasElement)).toEqual(['12.345 ditambah', '23.456 diperbarui', '7.890 tidak berubah', '298 dilewati', '1 gagal']);
    const row = rowOf(failedTable(canvasElement), '43.991');
    await expect(within(row).getByRole('cell', { name: LONG_KEY })).toBeVisible();
    await expect(within(row).getAllByRole('listitem')).toHaveLength(4);
    await expect(row).toHaveTextContent('Nama kustomer sebagaimana tertulis di sistem lama cabang Bandung: Nama kustomer maksimal 100 karakter.');
    await expectNoSideScroll(canvasElement);
  },
};

export const Counts: Story = {
  name: 'Counts on their own: the outcomes with rows, the DOs without a failure',
  // As a finished import lists them: only what happened, and a DO import's DOs without a failing sentence.
  render: () => (
    <div style={{ padding: 24 }}>
      <Panel>
        <ImportCounts counts={{ ...NONE, add: 12, skip: 3 }} label="Hasil impor" />
        <GroupCounts ns="deliveryOrders" groups={{ add: 4, fail: 0 }} />
        <GroupCounts ns="customers" groups={undefined} />
      </Panel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(countsOf(canvasElement, 'Hasil impor')).toEqual(['12 ditambah', '3 dilewati']);
    await expect(canvas.getByText('Baris yang valid menjadi 4 DO baru.')).toBeVisible();
    await expect(canvas.queryByText(/DO gagal/)).toBeNull();
    // An area whose records have no lines says nothing about them.
    await expect(canvas.getAllByText(/^Baris yang valid/)).toHaveLength(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Failing.play };

export const English: Story = {
  name: 'English: the counts, the problems and the choice in English',
  globals: { locale: 'en' },
  args: { headers: ['Name', 'Phone', 'Email', 'Status'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3. Check result' })).toBeVisible();
    await expect(countsOf(canvasElement, 'Rows by outcome')).toEqual(['2 added', '0 updated', '0 unchanged', '0 skipped', '4 failed']);
    const table = failedTable(canvasElement, 'Rows that fail');
    await expect(rowOf(table, '4 Toko Impor Tiga')).toHaveTextContent('Phone: Not a phone number');
    await expect(rowOf(table, '5 toko impor satu')).toHaveTextContent('Name: Same as row 2 of this file.');
    await expect(rowOf(table, '6 —')).toHaveTextContent('Whole row: The column that identifies the record is empty.');
    await expect(canvas.getByRole('radio', { name: 'All or nothing' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Import the valid rows only' }));
    await expect(args.onAtomicChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};
