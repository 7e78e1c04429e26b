import type { Page } from '@playwright/test';
import { expect, test, mainMenu, signIn } from './app';

/**
 * Master data in Chromium against `npm start`: customers, items and fleets with the real API and
 * database — create, find by search, edit (a second tab's save meets the version conflict), and read
 * the change as a diff. Names are unique per run: the server keeps its data across tests.
 */
const suffix = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;
const toast = (page: Page) => page.getByRole('status', { name: 'Notifikasi' });

async function open(page: Page, group: string, entry: string) {
  const link = mainMenu(page).getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await mainMenu(page).getByRole('button', { name: group }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

/**
 * A save lands on the record just saved: the toast, and the record's detail on
 * screen (not just in the URL).
 */
async function saved(page: Page, text: string, area: string, heading: string) {
  await expect(toast(page)).toContainText(text);
  await expect(page).toHaveURL(new RegExp(`/${area}/\\d+/detail$`));
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('npm start: master data journeys in the browser', () => {
  test('customers: create, the same name in other case refused, find, edit against a newer version, read the log', async ({ page, browser }) => {
    const name = `Toko Uji ${suffix()}`;
    await signIn(page, 'admin');
    await open(page, 'Kustomer', 'Tambah Kustomer');
    const form = page.getByRole('form', { name: 'Formulir kustomer baru' });
    await form.getByRole('textbox', { name: /^Nama/ }).fill(name);
    await form.getByRole('textbox', { name: /^Email/ }).fill('uji@contoh.id');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await saved(page, `Kustomer ${name} ditambahkan.`, 'customers', name);

    await open(page, 'Kustomer', 'Tambah Kustomer');
    await form.getByRole('textbox', { name: /^Nama/ }).fill(`  ${name.toUpperCase()} `);
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form.getByRole('textbox', { name: /^Nama/ })).toHaveAccessibleDescription(/Nama kustomer ini sudah dipakai/);
    await form.getByRole('link', { name: 'Batal' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tinggalkan' }).click();

    await open(page, 'Kustomer', 'Data Kustomer');
    await search(page, 'Cari kustomer', name.toLowerCase());
    const list = page.getByRole('table', { name: 'Daftar kustomer' });
    await expect(list.getByRole('rowheader')).toHaveText([name]);
    await list.getByRole('link', { name: `Ubah ${name}` }).click();
    const edit = page.getByRole('form', { name: 'Formulir ubah kustomer' });
    await expect(edit.getByRole('textbox', { name: /^Email/ })).toHaveValue('uji@contoh.id');

    // Another tab saves first.
    const other = await browser.newContext();
    const tab = await other.newPage();
    await signIn(tab, 'admin', { remember: true });
    await tab.goto(page.url());
    await tab.getByRole('textbox', { name: /^Telepon/ }).fill('022 555 1234');
    await tab.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(tab)).toContainText(`Perubahan pada ${name} disimpan.`);
    await other.close();

    await edit.getByRole('textbox', { name: /^Email/ }).fill('tagihan@contoh.id');
    await edit.getByRole('button', { name: 'Simpan', exact: true }).click();
    const notice = page.getByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(notice).toContainText('022 555 1234');
    await expect(edit.getByRole('textbox', { name: /^Email/ })).toHaveValue('tagihan@contoh.id');
    await notice.getByRole('button', { name: 'Simpan isian saya' }).click();
    await saved(page, `Perubahan pada ${name} disimpan.`, 'customers', name);

    const log = page.getByRole('table', { name: 'Riwayat perubahan' });
    await expect(log.getByRole('row').nth(1)).toContainText('Email: uji@contoh.id → menjadi tagihan@contoh.id');
    await expect(log.getByRole('row').nth(2)).toContainText('Telepon: kosong → menjadi 022 555 1234');
  });

  test('items and fleets: bad input refused with its message, created, edited, the log reads as a diff', async ({ page }) => {
    const code = `E2E-${suffix()}`;
    await signIn(page, 'admin');
    await open(page, 'Barang', 'Tambah Barang');
    const item = page.getByRole('form', { name: 'Formulir barang baru' });
    await item.getByRole('textbox', { name: /^Nama/ }).fill(`Barang ${code}`);
    await item.getByRole('textbox', { name: /^Kode/ }).fill('brg-001');
    await item.getByRole('combobox', { name: /^Satuan/ }).fill('karung');
    await item.getByRole('textbox', { name: /^Berat per satuan/ }).fill('25');
    await item.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(item.getByRole('textbox', { name: /^Kode/ })).toHaveAccessibleDescription(/Kode ini sudah dipakai barang lain/);
    await item.getByRole('textbox', { name: /^Kode/ }).fill(code.toLowerCase());
    await item.getByRole('button', { name: 'Simpan', exact: true }).click();
    await saved(page, `Barang Barang ${code} ditambahkan.`, 'items', `Barang ${code}`);
    await open(page, 'Barang', 'Data Barang');
    await search(page, 'Cari barang', code);
    await page.getByRole('table', { name: 'Daftar barang' }).getByRole('link', { name: `Ubah Barang ${code}` }).click();
    await page.getByRole('textbox', { name: /^Berat per satuan/ }).fill('25,5');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await saved(page, `Perubahan pada Barang ${code} disimpan.`, 'items', `Barang ${code}`);
    await open(page, 'Barang', 'Data Log Barang');
    const itemLog = page.getByRole('table', { name: 'Log perubahan barang' });
    await expect(itemLog.getByRole('row').nth(1)).toContainText(`Barang ${code}`);
    await expect(itemLog.getByRole('row').nth(1)).toContainText('Berat per satuan: 25 kg → menjadi 25,5 kg');

    const digits = String(1000 + Math.floor(Math.random() * 9000));
    await open(page, 'Armada', 'Tambah Armada');
    const fleet = page.getByRole('form', { name: 'Formulir armada baru' });
    await fleet.getByRole('textbox', { name: /^Nomor polisi/ }).fill(`z${digits}qq`);
    await fleet.getByRole('textbox', { name: /^Model/ }).fill('Truk Uji');
    await fleet.getByRole('textbox', { name: /^Kapasitas/ }).fill('2,5');
    await fleet.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(fleet.getByRole('textbox', { name: /^Kapasitas/ })).toHaveAccessibleDescription(/bilangan bulat/);
    await fleet.getByRole('textbox', { name: /^Kapasitas/ }).fill('3000');
    await fleet.getByRole('button', { name: 'Simpan', exact: true }).click();
    await saved(page, `Armada Z ${digits} QQ ditambahkan.`, 'fleets', `Z ${digits} QQ`);
    await open(page, 'Armada', 'Data Armada');
    await search(page, 'Cari armada', `z ${digits}`);
    await page.getByRole('table', { name: 'Daftar armada' }).getByRole('link', { name: `Ubah Z ${digits} QQ` }).click();
    await page.getByRole('switch', { name: 'Aktif' }).click();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await saved(page, `Perubahan pada Z ${digits} QQ disimpan.`, 'fleets', `Z ${digits} QQ`);
    await expect(page.getByRole('table', { name: 'Riwayat perubahan' }).getByRole('row').nth(1)).toContainText('Status: Aktif → menjadi Nonaktif');
  });
  test("the browser's Back in the middle of a form asks first, as links and Batal do", async ({ page }) => {
    await signIn(page, 'admin');
    await open(page, 'Kustomer', 'Data Kustomer');
    await page.getByRole('link', { name: 'Tambah Kustomer' }).first().click();
    const form = page.getByRole('form', { name: 'Formulir kustomer baru' });
    const nameBox = form.getByRole('textbox', { name: /^Nama/ });
    await nameBox.fill('Toko yang belum disimpan');

    // Back: the question, and staying keeps what was typed on the form.
    await page.goBack();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Tinggalkan halaman ini?');
    await question.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(page).toHaveURL(/\/customers\/new$/);
    await expect(nameBox).toHaveValue('Toko yang belum disimpan');

    // Back again and leave: the list, and nothing was saved.
    await page.goBack();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tinggalkan' }).click();
    await expect(page).toHaveURL(/\/customers\/data/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Kustomer' })).toBeVisible();
    await search(page, 'Cari kustomer', 'Toko yang belum disimpan');
    await expect(page.getByText('Tidak ada yang cocok')).toBeVisible();

    // A form opened by its address (Back leaves the app's document): the browser's own question.
    await page.goto('/customers/new');
    await nameBox.fill('Toko yang belum disimpan');
    const asked = page.waitForEvent('dialog');
    void page.goBack().catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(page).toHaveURL(/\/customers\/new$/);
    await expect(nameBox).toHaveValue('Toko yang belum disimpan');
  });
});
