import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CUSTOMERS, DELIVERY_ORDERS, ITEMS } from '../../../../contract/areas';
import type { ImportFileInfo } from '../../../../contract/imports';
import { IMPORT_MODES, type DecimalMark, type ImportMode } from '../../../../contract/imports-values';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { Panel } from '../../layout/ScreenParts/ScreenParts';
import { fieldHeader, mappingProblem } from './import-words';
import { ImportMapping, type ImportMappingProps } from './ImportMapping';

const AREAS = { customers: CUSTOMERS, items: ITEMS, deliveryOrders: DELIVERY_ORDERS } as const;

interface DemoProps extends Omit<ImportMappingProps, 'fields' | 'problem'> {
  /** The area whose fields the columns fill: its namespace gives the fields' names in the page's language. */
  ns: keyof typeof AREAS;
}

/**
 * The step as the import screen drives it: the area's fields in the page's words, the user's
 * choices kept (and reported to the callbacks), and the mapping's problem worded as the screen
 * words it (the key unmatched, a field chosen twice).
 */
function Demo({ ns, mapping: proposed, mode: firstMode, decimalMark: firstMark, onMappingChange, onModeChange, onDecimalMarkChange, ...props }: DemoProps) {
  const { t } = useTranslation([ns, 'ui']);
  const declared = AREAS[ns].import;
  const fields = Object.keys(declared.fields).map((field) => ({ field, header: fieldHeader(t, ns, field) }));
  const [mapping, setMapping] = useState<readonly (string | null)[]>(proposed);
  const [mode, setMode] = useState<ImportMode>(firstMode);
  const [decimalMark, setDecimalMark] = useState<DecimalMark>(firstMark);
  const problem = mappingProblem(t, ns, declared.key, mapping);
  return (
    <div style={{ padding: 24 }}>
      <Panel>
        <ImportMapping
          {...props}
          fields={fields}
          mapping={mapping}
          onMappingChange={(next) => {
            setMapping(next);
            onMappingChange(next);
          }}
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            onModeChange(next);
          }}
          decimalMark={decimalMark}
          onDecimalMarkChange={(next) => {
            setDecimalMark(next);
            onDecimalMarkChange(next);
          }}
          problem={problem}
        />
      </Panel>
    </div>
  );
}

/** A customers' file: one heading in English, one the app does not know ("Surel"), read by the server. */
const CUSTOMERS_FILE: ImportFileInfo = {
  fileName: 'kustomer.csv',
  format: 'csv',
  delimiter: ';',
  encoding: 'utf-8',
  headers: ['Nama', 'Phone', 'Surel', 'Status'],
  rows: 3,
  preview: [
    { line: 2, cells: ['Toko Sinar Jaya', '0812 3333 4444', 'sinar@contoh.id', 'Aktif'] },
    { line: 3, cells: ['Toko Maju Bersama', '0813 1111 2222', null, 'Aktif'] },
    { line: 4, cells: ['Warung Bu Ani', null, 'ani@contoh.id', 'Nonaktif'] },
  ],
};

/** Two DOs from three rows: the rows sharing a reference are one DO. */
const ORDERS_FILE: ImportFileInfo = {
  fileName: 'do.xlsx',
  format: 'xlsx',
  headers: ['Referensi', 'Kustomer', 'Barang', 'Jumlah'],
  rows: 3,
  preview: [
    { line: 2, cells: ['PO-2026-001', 'Toko Sinar Jaya', 'BRS-005', 20] },
    { line: 3, cells: ['PO-2026-001', null, 'Gula Pasir 1 kg', 1250] },
    { line: 4, cells: ['PO-2026-002', 'Toko Maju Bersama', 'BRS-005', 3] },
  ],
};

/** Items exported by a system that writes decimals with a point. */
const ITEMS_FILE: ImportFileInfo = {
  fileName: 'barang.csv',
  format: 'csv',
  delimiter: ',',
  encoding: 'utf-8',
  headers: ['Kode', 'Nama', 'Satuan', 'Berat per satuan'],
  rows: 2,
  preview: [
    { line: 2, cells: ['BRS-005', 'Beras Premium 5 kg', 'KARUNG', '5.25'] },
    { line: 3, cells: ['GLA-001', 'Gula Pasir 1 kg', 'PCS', '0.5'] },
  ],
};

/**
 * Step 2 of an import (docs/decisions/335-import.md): the field each column of the file fills,
 * proposed from the headings, the file's first rows, what happens to records that already exist
 * (only when the area offers more than one way) and the decimal mark of numbers written as text.
 * The check waits until the key column is matched and no field is chosen twice. The whole screen
 * is the AreaImport stories'.
 */
const meta = {
  title: 'Resource kit/ImportMapping',
  component: Demo,
  args: {
    ns: 'customers',
    info: CUSTOMERS_FILE,
    mapping: ['name', 'phone', null, 'active'],
    modes: IMPORT_MODES,
    mode: 'add',
    decimalMark: ',',
    busy: false,
    disabled: false,
    onMappingChange: fn(),
    onModeChange: fn(),
    onDecimalMarkChange: fn(),
    onCheck: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectFor = (canvas: HTMLElement, header: string) => within(canvas).getByRole('combobox', { name: `Isian untuk kolom ${header}` });
const checkButton = (canvas: HTMLElement, name = 'Periksa') => within(canvas).getByRole('button', { name });

export const Default: Story = {
  name: 'Proposed: the columns matched by their headings, one changed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2. Cocokkan kolom' })).toBeVisible();
    await expect(selectFor(canvasElement, 'Nama')).toHaveValue('name');
    await expect(selectFor(canvasElement, 'Phone')).toHaveDisplayValue('Telepon');
    await expect(selectFor(canvasElement, 'Status')).toHaveValue('active');
    // An unknown heading is left out until the user picks its field.
    await expect(selectFor(canvasElement, 'Surel')).toHaveDisplayValue('Jangan impor');
    // Each column shows its first value beside its heading.
    await expect(canvas.getByRole('rowheader', { name: /^Surel/ })).toHaveTextContent('sinar@contoh.id');
    const preview = canvas.getByRole('table', { name: 'Pratinjau baris pertama berkas' });
    await expect(within(preview).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Baris', 'Nama', 'Phone', 'Surel', 'Status']);
    await expect(within(preview).getByRole('row', { name: /^4 Warung Bu Ani/ })).toHaveTextContent('ani@contoh.id');

    await userEvent.selectOptions(selectFor(canvasElement, 'Surel'), 'Email');
    await expect(args.onMappingChange).toHaveBeenCalledOnce();
    await expect(args.onMappingChange).toHaveBeenCalledWith(['name', 'phone', 'email', 'active']);
    await expect(selectFor(canvasElement, 'Surel')).toHaveValue('email');

    await expect(canvas.getByRole('radio', { name: /^Tambah baru saja/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Koma (12,5)' })).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(checkButton(canvasElement));
    await expect(args.onCheck).toHaveBeenCalledOnce();
  },
};

export const OneMode: Story = {
  name: 'One mode: DOs are only added, no question about existing records',
  args: { ns: 'deliveryOrders', info: ORDERS_FILE, mapping: ['reference', 'customer', 'item', 'quantity'], modes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(selectFor(canvasElement, 'Referensi')).toHaveValue('reference');
    await expect(selectFor(canvasElement, 'Jumlah')).toHaveDisplayValue('Jumlah');
    await expect(canvas.queryByRole('group', { name: 'Jika data sudah ada' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Tanda desimal pada angka' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    // A spreadsheet's numbers are shown in the page's format.
    const preview = canvas.getByRole('table', { name: 'Pratinjau baris pertama berkas' });
    await expect(within(preview).getByRole('row', { name: /^3 PO-2026-001/ })).toHaveTextContent('1.250');
    await expect(checkButton(canvasElement)).toBeEnabled();
  },
};

export const ModeChosen: Story = {
  name: 'Mode: existing records updated instead of refused',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modes = canvas.getByRole('group', { name: 'Jika data sudah ada' });
    await expect(within(modes).getAllByRole('radio')).toHaveLength(3);
    await expect(within(modes).getByText('Setiap baris harus data baru; baris yang sudah ada gagal.')).toBeVisible();
    await userEvent.click(within(modes).getByRole('radio', { name: /^Perbarui yang sudah ada/ }));
    await expect(args.onModeChange).toHaveBeenCalledOnce();
    await expect(args.onModeChange).toHaveBeenCalledWith('update');
    await expect(within(modes).getByRole('radio', { name: /^Perbarui yang sudah ada/ })).toBeChecked();
    await expect(within(modes).getByRole('radio', { name: /^Tambah baru saja/ })).not.toBeChecked();
    await expect(within(modes).getByText('Data yang sudah ada diubah sesuai kolom yang dicocokkan; yang baru ditambahkan.')).toBeVisible();
  },
};

export const DecimalPoint: Story = {
  name: 'Decimal mark: a file written with points, the point chosen',
  args: { ns: 'items', info: ITEMS_FILE, mapping: ['code', 'name', 'unit', 'weightKg'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('table', { name: 'Pratinjau baris pertama berkas' });
    // Text cells are shown as written: the user sees the file's own mark.
    await expect(within(preview).getByRole('row', { name: /^2 BRS-005/ })).toHaveTextContent('5.25');
    const marks = canvas.getByRole('group', { name: 'Tanda desimal pada angka' });
    await expect(within(marks).getByRole('radio', { name: 'Koma (12,5)' })).toBeChecked();
    await userEvent.click(within(marks).getByRole('radio', { name: 'Titik (12.5)' }));
    await expect(args.onDecimalMarkChange).toHaveBeenCalledOnce();
    await expect(args.onDecimalMarkChange).toHaveBeenCalledWith('.');
    await expect(within(marks).getByRole('radio', { name: 'Titik (12.5)' })).toBeChecked();
    await expect(within(marks).getByRole('radio', { name: 'Koma (12,5)' })).not.toBeChecked();
  },
};

const KEY_PROBLEM = 'Kolom Nama wajib dicocokkan: dari situ data yang sudah ada dikenali.';

export const KeyNotMatched: Story = {
  name: 'Problem: the key column not matched, nothing to check yet',
  args: { mapping: [null, 'phone', null, 'active'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(KEY_PROBLEM);
    await expect(checkButton(canvasElement)).toBeDisabled();
    // Every column's choice points to the reason, so a screen reader hears it at any of them.
    for (const header of CUSTOMERS_FILE.headers) await expect(selectFor(canvasElement, header)).toHaveAccessibleDescription(KEY_PROBLEM);
    await userEvent.selectOptions(selectFor(canvasElement, 'Nama'), 'Nama');
    await expect(args.onMappingChange).toHaveBeenCalledWith(['name', 'phone', null, 'active']);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(selectFor(canvasElement, 'Nama')).not.toHaveAccessibleDescription();
    await expect(checkButton(canvasElement)).toBeEnabled();
  },
};

export const FieldTwice: Story = {
  name: 'Problem: one field chosen for two columns',
  args: { mapping: ['name', 'phone', 'phone', 'active'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Telepon dipilih untuk lebih dari satu kolom.');
    await expect(selectFor(canvasElement, 'Surel')).toHaveAccessibleDescription('Telepon dipilih untuk lebih dari satu kolom.');
    await expect(checkButton(canvasElement)).toBeDisabled();
    await userEvent.selectOptions(selectFor(canvasElement, 'Surel'), 'Email');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(checkButton(canvasElement)).toBeEnabled();
  },
};

export const Busy: Story = {
  name: 'Busy: the check running, the choices locked',
  // The screen locks every choice while its check runs: a change would make the answer stale.
  args: { busy: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = checkButton(canvasElement);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: 'Disabled: the import running, the choices locked',
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = checkButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Jika data sudah ada' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Tanda desimal pada angka' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Titik (12.5)' }), { pointerEventsCheck: 0 });
    await expect(args.onDecimalMarkChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Koma (12,5)' })).toBeChecked();
  },
};

const LONG_HEADERS = Array.from({ length: 40 }, (_, index) => `Kolom tambahan dengan judul yang sangat panjang sekali nomor ${index + 1}`);
const LONG_VALUE = 'Jl. Raya Soekarno-Hatta No. 123, Kawasan Pergudangan Gedebage Blok C-17, Bandung, Jawa Barat 40295';

export const LongContent: Story = {
  name: 'Long content: forty-two columns, long headings, one without a heading',
  args: {
    info: {
      ...CUSTOMERS_FILE,
      fileName: 'daftar-kustomer-dari-sistem-lama-cabang-bandung.csv',
      headers: ['Nama', '', ...LONG_HEADERS],
      preview: [{ line: 2, cells: ['Toko Sinar Jaya Abadi Sentosa Makmur Sejahtera', LONG_VALUE, ...LONG_HEADERS.map((header) => `${header} isi`)] }],
    },
    mapping: ['name', null, ...LONG_HEADERS.map(() => null)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox', { name: /^Isian untuk kolom / })).toHaveLength(42);
    // A column without a heading is named by its place.
    await expect(selectFor(canvasElement, 'Kolom 2')).toHaveDisplayValue('Jangan impor');
    await expect(selectFor(canvasElement, LONG_HEADERS[39]!)).toHaveValue('');
    await expect(canvas.getByRole('region', { name: 'Pratinjau baris pertama berkas' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  name: 'English: the step and the fields in English',
  globals: { locale: 'en' },
  args: { info: { ...CUSTOMERS_FILE, headers: ['Name', 'Phone', 'Surel', 'Status'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
    const surel = canvas.getByRole('combobox', { name: 'Field for column Surel' });
    await expect(surel).toHaveDisplayValue('Do not import');
    await expect(canvas.getByRole('combobox', { name: 'Field for column Phone' })).toHaveDisplayValue('Phone');
    await userEvent.selectOptions(surel, 'Email');
    await expect(args.onMappingChange).toHaveBeenCalledWith(['name', 'phone', 'email', 'active']);
    await expect(canvas.getByRole('table', { name: "The file's first rows" })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Add new only/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Comma (12,5)' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Field for column Name' }), 'Do not import');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The Name column must be matched: existing records are recognised by it.');
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
  },
};
