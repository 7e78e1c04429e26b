import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { tableFile } from '../../contract/list-export';
import { readTableFile, type Cell } from '../../contract/table-file';
import { expect, mainMenu, signIn, test } from './app';

/**
 * The spreadsheet round trip of docs/decisions/335-import.md in Chromium against `npm start`: a
 * Master user exports the customers list as XLSX, changes one customer's address and phone in the
 * file, brings the file back in update mode, and reads the change in that customer's log, marked
 * with the file it came from. The file is edited with the contract's own reader and writer, as a
 * person would in Excel.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const suffix = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;

async function openCustomers(page: Page) {
  const link = mainMenu(page).getByRole('link', { name: 'Data Kustomer', exact: true });
  if (!(await link.isVisible())) await mainMenu(page).getByRole('button', { name: 'Kustomer' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Kustomer' })).toBeVisible();
}

test.describe('npm start: import journeys in the browser', () => {
  test('customers: the list out as XLSX, one address changed in the file, back in as an update, the change in the log with its import', async ({ page }) => {
    // A file goes out and comes back through the server's export and import threads: more than one page's default.
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    await openCustomers(page);
    const list = page.getByRole('table', { name: 'Daftar kustomer' });
    await expect(list.getByRole('rowheader').first()).toBeVisible();

    await page.getByRole('button', { name: 'Ekspor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ekspor daftar' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Unduh Excel (XLSX)' }).click()]);
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/\.xlsx$/);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    // The file as Excel shows it: the export's heading is passed over, its header and rows read.
    const exported = readTableFile(new Uint8Array(fs.readFileSync((await download.path())!)), fileName);
    const column = (header: string) => {
      const index = exported.headers.indexOf(header);
      expect(index, `${header} in ${exported.headers.join(', ')}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const [nameAt, phoneAt, addressAt] = [column('Nama'), column('Telepon'), column('Alamat pengiriman utama')];
    const rows = exported.rows.map((row) => [...row.cells]);
    expect(rows.length).toBeGreaterThan(1);
    const edited = rows[0]!;
    const name = String(edited[nameAt]);
    const oldAddress = edited[addressAt];
    const oldPhone = edited[phoneAt];
    const newAddress = `Jl. Impor Uji ${suffix()}, Bandung`;
    const newPhone = `0813 ${String(1000 + Math.floor(Math.random() * 9000))} 4321`;
    edited[addressAt] = newAddress;
    edited[phoneAt] = newPhone;
    const file = Buffer.from(tableFile('xlsx', 'semicolon', exported.headers, rows));

    await page.getByRole('link', { name: 'Impor', exact: true }).click();
    await expect(page).toHaveURL(/\/customers\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Impor Kustomer' })).toBeVisible();
    await page.getByLabel('Pilih berkas').setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await expect(page.getByText(new RegExp(`^${escaped(fileName)}: [\\d.]+ baris data, \\d+ kolom\\.$`))).toBeVisible();

    // The export's headings are the fields' names, so each column is matched to its field; the
    // list's own bookkeeping column is no field and stays out.
    const matched = page.getByRole('table', { name: '2. Cocokkan kolom' });
    for (const [header, field] of [
      ['Nama', 'Nama'],
      ['Telepon', 'Telepon'],
      ['Email', 'Email'],
      ['Alamat pengiriman utama', 'Alamat pengiriman utama'],
      ['Status', 'Status'],
      ['Diperbarui', 'Jangan impor'],
    ] as const) {
      await expect(matched.getByRole('combobox', { name: `Isian untuk kolom ${header}` }).locator('option:checked')).toHaveText(field);
    }

    await page.getByRole('radio', { name: /^Perbarui yang sudah ada/ }).check();
    await page.getByRole('button', { name: 'Periksa', exact: true }).click();
    await expect(page.getByRole('heading', { name: '3. Hasil pemeriksaan' })).toBeVisible({ timeout: 30_000 });
    const unchanged = (rows.length - 1).toLocaleString('id-ID');
    const counts = ['0 ditambah', '1 diperbarui', `${unchanged} tidak berubah`, '0 dilewati', '0 gagal'];
    await expect(page.getByRole('list', { name: 'Jumlah baris per hasil' }).getByRole('listitem')).toHaveText(counts);
    await expect(page.getByText('Semua baris dapat diimpor.')).toBeVisible();

    await page.getByRole('button', { name: 'Impor', exact: true }).click();
    const done = page.getByRole('region', { name: 'Impor selesai' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(fileName);
    await expect(done.getByRole('list', { name: 'Jumlah baris per hasil' }).getByRole('listitem')).toHaveText(counts);
    // The newest of the area's imports is this one, by this user.
    const newest = page.getByRole('table', { name: 'Impor terakhir' }).getByRole('row').nth(1);
    await expect(newest.getByRole('rowheader')).toHaveText(fileName);
    await expect(newest).toContainText('Administrator');

    // The customer's log: the address and phone as the file changed them, marked with the file.
    await done.getByRole('link', { name: 'Lihat daftar' }).click();
    const searchBox = page.getByRole('searchbox', { name: 'Cari kustomer' });
    await searchBox.fill(name);
    await searchBox.press('Enter');
    const row = list.getByRole('row', { name: new RegExp(`^Pilih ${escaped(name)}`) });
    await expect(row.getByRole('rowheader')).toHaveText(name);
    await expect(row).toContainText(newAddress);
    await row.getByRole('link', { name: `Detail ${name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    const latest = page.getByRole('table', { name: 'Riwayat perubahan' }).getByRole('row').nth(1);
    await expect(latest).toContainText('Diubah');
    await expect(latest.getByText(`Impor: ${fileName}`)).toBeVisible();
    const said = (value: Cell | undefined) => (value === undefined || value === null || value === '' ? 'kosong' : String(value));
    await expect(latest.getByRole('listitem')).toHaveText([
      `Telepon: ${said(oldPhone)} → menjadi ${newPhone}`,
      `Alamat pengiriman utama: ${said(oldAddress)} → menjadi ${newAddress}`,
    ]);
  });
});
