import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { SeededRoleName } from '../../../../contract/permissions';
import { rememberSessionOf } from '../../../../stories/app/session';
import { AppHarness, StoryScreen } from '../../../../stories/harness/StoryHarness';
import type { ExportFile } from '../../../lib/api/download';
import { routes } from '../../../lib/routes/routes';
import { chooseAndCheck, chooseFile, csvFiles, expectKeyRequired, fileInput, mappingOf } from '../../../lib/testing/import-stories';
import { expectLocation, expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { customerStore } from '../../../mocks/db/resources';
import { apiError } from '../../../mocks/handlers/respond';
import { storySession } from '../../../mocks/scenarios/resources';
import { AreaImport } from './AreaImport';

const IMPORTS = `*${CUSTOMERS.api}/imports`;

/** The import screen over the mock's customers, with the names of the files it saved shown instead of a download. */
function Harness() {
  const [saved, setSaved] = useState<string[]>([]);
  const save = ({ fileName }: ExportFile) => setSaved((names) => [...names, fileName]);
  return (
    <>
      <AreaImport area={CUSTOMERS} save={save} />
      <output aria-label="Berkas tersimpan">{saved.join(', ')}</output>
    </>
  );
}

function Demo({ role = 'Master', title = 'Impor Kustomer' }: { role?: SeededRoleName; title?: string }) {
  return (
    <StoryScreen
      path="/customers/import"
      session={storySession(role)}
      routes={[{ path: routes.customers.import!.path, title, element: <Harness /> }]}
      stubs={[{ path: '/customers/data', title: 'Data Kustomer', element: null }]}
    />
  );
}

/**
 * `/{area}/import` (docs/decisions/335-import.md) on the customers: a file chosen or dropped and
 * read by the (mock) server, its columns matched to the area's fields by their headings in either
 * language, the check listing every failing row's reasons, the import of the counts confirmed, its
 * progress and outcome with the failed rows as a file, and the area's recent imports. Files are
 * built in the story.
 */
const meta = {
  title: 'Resource kit/AreaImport',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = csvFiles('kustomer.csv');

/** Two new customers, four failing rows (a bad phone and email, a name twice, no name, an unknown status). */
const MIXED = [
  'Nama;Telepon;Email;Status',
  'Toko Impor Satu;0812 3333 4444;satu@contoh.id;Aktif',
  'Toko Impor Dua;;;Nonaktif',
  'Toko Impor Tiga;bukan telepon;tiga@;Aktif',
  'toko impor satu;;;Aktif',
  ';0812 5555 6666;;Aktif',
  'Toko Impor Empat;;;mungkin',
];
const VALID = ['Nama;Telepon;Status', 'Toko Baru Satu;0812 1111 2222;Aktif', 'Toko Baru Dua;;Nonaktif'];

// The file input by either of its labels ("Pilih berkas", "Ganti berkas"): a refused file stays
// chosen, and FileRefused chooses again after one.
const choose = (file: File) => chooseFile(file, { replacing: true });
/** Checks `file`, and waits until the check's outcome is shown. */
async function checkFile(file: File) {
  await chooseAndCheck(file, { replacing: true });
  return page().findByRole('heading', { name: '3. Hasil pemeriksaan' });
}
const counts = () => page().getByRole('list', { name: 'Jumlah baris per hasil' });
const saved = () => page().getByRole('status', { name: 'Berkas tersimpan' });

export const Default: Story = {
  name: 'Empty: choose a file, the limits, the template',
  play: async () => {
    await expect(await page().findByRole('heading', { name: '1. Pilih berkas' })).toBeVisible();
    await expect(await fileInput({ replacing: true })).toHaveAccessibleDescription('XLSX atau CSV, paling besar 20 MB dan 50.000 baris data.');
    await expect(await within(await page().findByRole('table', { name: 'Impor terakhir' })).findByText('Belum ada impor.')).toBeVisible();
    await userEvent.click(page().getByText('Templat'));
    await userEvent.click(page().getByRole('button', { name: 'Unduh Excel (XLSX)' }));
    await waitFor(() => expect(saved()).toHaveTextContent('customers-template.xlsx'));
    await userEvent.click(page().getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved()).toHaveTextContent('customers-template.xlsx, customers-template.csv'));
  },
};

export const Mapping: Story = {
  name: 'Mapping: proposed by the headings in either language, one changed',
  play: async () => {
    await choose(csv(['Nama;Phone;Surel;Status', 'Toko Sinar;0812 3333 4444;sinar@contoh.id;Aktif']));
    await expect(await page().findByText('kustomer.csv: 1 baris data, 4 kolom.')).toBeVisible();
    await expect(await mappingOf('Nama')).toHaveValue('name');
    // The English heading matches as well as the Indonesian one.
    await expect(await mappingOf('Phone')).toHaveValue('phone');
    await expect(await mappingOf('Surel')).toHaveValue('');
    await expect(await mappingOf('Status')).toHaveValue('active');
    await userEvent.selectOptions(await mappingOf('Surel'), 'Email');
    await expect(await mappingOf('Surel')).toHaveValue('email');
    const preview = page().getByRole('table', { name: 'Pratinjau baris pertama berkas' });
    await expect(within(preview).getByRole('row', { name: /Toko Sinar/ })).toHaveTextContent('sinar@contoh.id');
    await expect(page().getByRole('radio', { name: /^Tambah baru saja/ })).toBeChecked();
    await expect(page().getByRole('radio', { name: 'Koma (12,5)' })).toBeChecked();
    // The key unmatched: nothing to check yet.
    await expectKeyRequired('Nama', 'Kolom Nama wajib dicocokkan: dari situ data yang sudah ada dikenali.');
  },
};

export const CheckWithErrors: Story = {
  name: 'Check: failing rows with every reason by its column',
  play: async () => {
    await checkFile(csv(MIXED));
    await expect(counts()).toHaveTextContent(/2 ditambah.*0 diperbarui.*0 tidak berubah.*0 dilewati.*4 gagal/);
    const failed = page().getByRole('table', { name: 'Baris yang gagal' });
    const phone = within(failed).getByRole('row', { name: /^4 Toko Impor Tiga/ });
    await expect(phone).toHaveTextContent('Telepon: Nomor telepon tidak valid');
    await expect(phone).toHaveTextContent('Email:');
    await expect(within(failed).getByRole('row', { name: /^5 / })).toHaveTextContent('Nama: Sama dengan baris 2 berkas ini.');
    await expect(within(failed).getByRole('row', { name: /^6 / })).toHaveTextContent('Seluruh baris: Kolom pengenal data kosong.');
    await expect(within(failed).getByRole('row', { name: /^7 / })).toHaveTextContent('Status: Tulis Aktif atau Nonaktif.');
    // All or nothing by default: with failing rows there is nothing to import.
    await expect(page().getByRole('radio', { name: 'Semua atau tidak sama sekali' })).toBeChecked();
    await expect(page().getByRole('button', { name: 'Impor' })).toBeDisabled();
    await userEvent.click(page().getByRole('radio', { name: 'Impor baris yang valid saja' }));
    await expect(page().getByRole('button', { name: 'Impor' })).toBeEnabled();
    // A changed choice makes the check stale.
    await userEvent.click(page().getByRole('radio', { name: /^Lewati yang sudah ada/ }));
    await expect(page().queryByRole('heading', { name: '3. Hasil pemeriksaan' })).toBeNull();
  },
};

export const AllValid: Story = {
  name: 'All valid: imported, the list revalidated, the import listed',
  play: async () => {
    await checkFile(csv(VALID, 'baru.csv'));
    await expect(page().getByText('Semua baris dapat diimpor.')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Impor' }));
    await expect(await page().findByRole('heading', { name: 'Impor selesai' })).toBeVisible();
    await expect(counts()).toHaveTextContent('2 ditambah');
    await expect(page().queryByRole('button', { name: 'Unduh baris yang gagal' })).toBeNull();
    await expect(page().getByRole('link', { name: 'Lihat daftar' })).toHaveAttribute('href', '/customers/data');
    const recent = page().getByRole('table', { name: 'Impor terakhir' });
    await waitFor(() => expect(within(recent).getByRole('rowheader', { name: 'baru.csv' })).toBeVisible());
    await expect(within(recent).getByRole('row', { name: /baru\.csv/ })).toHaveTextContent('Administrator');
    await userEvent.click(page().getByRole('link', { name: 'Lihat daftar' }));
    await expectLocation('/customers/data');
  },
};

export const UpdateExisting: Story = {
  name: 'Update: an existing customer changed, another unchanged',
  play: async () => {
    const [first, second] = customerStore.rows;
    await choose(csv(['Nama;Telepon', `${first!.name};0812 9999 0000`, `${second!.name};${second!.phone}`]));
    await userEvent.click(await page().findByRole('radio', { name: /^Perbarui yang sudah ada/ }));
    await userEvent.click(page().getByRole('button', { name: 'Periksa' }));
    await expect(await page().findByRole('list', { name: 'Jumlah baris per hasil' })).toHaveTextContent(/1 diperbarui.*1 tidak berubah/);
  },
};

export const Done: Story = {
  name: 'Done: the valid rows imported, the failed rows downloaded',
  play: async () => {
    await checkFile(csv(MIXED));
    await userEvent.click(page().getByRole('radio', { name: 'Impor baris yang valid saja' }));
    await userEvent.click(page().getByRole('button', { name: 'Impor' }));
    await expect(await page().findByRole('heading', { name: 'Impor selesai' })).toBeVisible();
    await expect(counts()).toHaveTextContent(/2 ditambah.*4 gagal/);
    await userEvent.click(page().getByRole('button', { name: 'Unduh baris yang gagal' }));
    await waitFor(() => expect(saved()).toHaveTextContent(/^customers-import-\d+-failed\.csv$/));
    await expect(page().getByText(/^Berkas customers-import-\d+-failed\.csv sudah diunduh\.$/)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Impor berkas lain' }));
    await expect(await page().findByLabelText('Pilih berkas')).toBeInTheDocument();
  },
};

export const Progress: Story = {
  name: 'Progress: a long check, cancelled, the file and choices kept',
  beforeEach({ msw }) {
    msw.use(
      http.post(`${IMPORTS}/check`, () => {
        // One progress line, then the answer stays open until the page gives up.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"progress":{"phase":"check","done":3,"total":6}}\n'));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
      }),
    );
  },
  play: async () => {
    await choose(csv(MIXED));
    await userEvent.click(await page().findByRole('button', { name: 'Periksa' }));
    await expect(await page().findByText('Memeriksa 3 dari 6 baris…')).toBeVisible();
    await expect(page().getByRole('progressbar', { name: 'Kemajuan impor' })).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(page().getByRole('button', { name: 'Batal' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Dibatalkan. Tidak ada yang disimpan.');
    await expect(await mappingOf('Nama')).toHaveValue('name');
    await expect(page().getByRole('button', { name: 'Periksa' })).toBeEnabled();
  },
};

export const Changed: Story = {
  name: 'Changed: the data moved since the check, the new check shown',
  beforeEach({ msw }) {
    msw.use(
      http.post(IMPORTS, () =>
        apiError(409, 'IMPORT_CHANGED', 'The data changed since the check', { current: { rows: 2, counts: { add: 1, update: 0, unchanged: 0, skip: 0, fail: 1 }, failed: [{ line: 3, key: 'Toko Baru Dua', problems: [{ field: 'name', column: 0, code: 'TAKEN' }] }] } }),
      ),
    );
  },
  play: async () => {
    await checkFile(csv(VALID));
    await userEvent.click(page().getByRole('button', { name: 'Impor' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Data berubah sejak pemeriksaan.');
    await expect(counts()).toHaveTextContent(/1 ditambah.*1 gagal/);
    await expect(page().getByRole('table', { name: 'Baris yang gagal' })).toHaveTextContent('Nama kustomer ini sudah dipakai');
  },
};

export const FileRefused: Story = {
  name: 'Refused: not a spreadsheet (dropped), then too many rows',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post(`${IMPORTS}/read`, () => {
        calls += 1;
        if (calls === 1) return undefined;
        return apiError(422, 'IMPORT_FILE_UNREADABLE', 'The file cannot be imported: FILE_TOO_MANY_ROWS', { fields: { file: 'FILE_TOO_MANY_ROWS' }, params: { max: 50_000 } });
      }),
    );
  },
  play: async () => {
    const drop = (await page().findByText('Tarik dan lepas berkas ke sini, atau')).parentElement!;
    // A drop as the browser dispatches it: a script cannot fill a DragEvent's own DataTransfer.
    const dropped = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(dropped, 'dataTransfer', { value: { files: [new File(['%PDF-1.7 laporan'], 'laporan.pdf', { type: 'application/pdf' })] } });
    drop.dispatchEvent(dropped);
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas ini bukan XLSX atau CSV. Simpan sebagai XLSX atau CSV, lalu pilih lagi.');
    await choose(csv(VALID, 'besar.csv'));
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas ini berisi lebih dari 50.000 baris data. Bagi menjadi beberapa berkas.');
    await expect(page().queryByRole('button', { name: 'Periksa' })).toBeNull();
  },
};

export const Busy: Story = {
  name: 'Busy: the server runs other imports, the choices kept',
  beforeEach({ msw }) {
    msw.use(http.post(IMPORTS, () => apiError(503, 'IMPORTS_BUSY', 'Other imports are running', { retryAfterSeconds: 5 })));
  },
  play: async () => {
    await checkFile(csv(VALID));
    await userEvent.click(page().getByRole('button', { name: 'Impor' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Server sedang menjalankan impor lain.');
    await expect(page().getByRole('button', { name: 'Impor' })).toBeEnabled();
    await expect(await mappingOf('Nama')).toHaveValue('name');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: no create or update permission, no page',
  args: { role: 'Spv' },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Loading: Story = {
  name: 'Loading: the file being read, the recent imports coming',
  beforeEach({ msw }) {
    msw.use(
      http.post(`${IMPORTS}/read`, async () => {
        await delay(60_000);
        return undefined;
      }),
      http.get(IMPORTS, async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async () => {
    await choose(csv(VALID));
    await expect(await page().findByText('Membaca kustomer.csv…')).toBeVisible();
    await expect(page().getByRole('table', { name: 'Impor terakhir' })).toHaveAttribute('aria-busy', 'true');
  },
};

const WIDE_HEADERS = Array.from({ length: 40 }, (_, index) => `Kolom tambahan dengan judul yang sangat panjang sekali nomor ${index + 1}`);

export const LongContent: Story = {
  name: 'Long content: forty columns with long headings and a long file name',
  play: async ({ canvasElement }) => {
    const name = `${'daftar-kustomer-dari-sistem-lama-cabang-bandung-'.repeat(3)}.csv`;
    await choose(csv([['Nama', ...WIDE_HEADERS].join(';'), ['Toko Panjang', ...WIDE_HEADERS.map((header) => `${header} isi`)].join(';')], name));
    await expect(await mappingOf(WIDE_HEADERS[39]!)).toHaveValue('');
    await expect(page().getAllByRole('combobox', { name: /^Isian untuk kolom / })).toHaveLength(41);
    await expectNoSideScroll(canvasElement);
  },
};

export const InTheApp: Story = {
  name: 'In the app: "Impor" beside "Ekspor" opens the page',
  beforeEach: () => rememberSessionOf('Master'),
  render: () => <AppHarness path="/customers/data" />,
  play: async () => {
    await userEvent.click(await page().findByRole('link', { name: 'Impor' }, { timeout: 10_000 }));
    await expect(await page().findByRole('heading', { level: 1, name: 'Impor Kustomer' }, { timeout: 10_000 })).toBeVisible();
    await expect(await page().findByRole('heading', { name: '1. Pilih berkas' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Mapping.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Import customers' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: '1. Choose a file' })).toBeVisible();
    // An Indonesian file on an English page: its headings match all the same.
    await choose(csv(MIXED));
    await expect(await page().findByRole('combobox', { name: 'Field for column Telepon' })).toHaveValue('phone');
    await userEvent.click(page().getByRole('button', { name: 'Check' }));
    await expect(await page().findByRole('list', { name: 'Rows by outcome' })).toHaveTextContent(/2 added.*4 failed/);
    await expect(page().getByRole('table', { name: 'Rows that fail' })).toHaveTextContent('Nama: Same as row 2 of this file.');
  },
};
