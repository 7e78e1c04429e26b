import { expect, test, type Page } from '@playwright/test';
import { mainMenu, signIn } from './app';

/**
 * Customers, items and fleets on the MSW demo build: per area, what staff do every day —
 * create a record, find it by search, edit it, and read the change as a field-by-field diff. The
 * demo's API lives in the page, so each journey stays in one page after signing in.
 */
async function open(page: Page, group: string, entry: string) {
  const link = mainMenu(page).getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await mainMenu(page).getByRole('button', { name: group }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

const toast = (page: Page) => page.getByRole('status', { name: 'Notifikasi' });

test.describe('master data (MSW demo build)', () => {
  test('customers: create, find by search, edit, read the change log', async ({ page }) => {
    await signIn(page, 'admin');
    await open(page, 'Kustomer', 'Tambah Kustomer');
    const form = page.getByRole('form', { name: 'Formulir kustomer baru' });
    await form.getByRole('textbox', { name: /^Nama/ }).fill('  toko sinar JAYA ');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form.getByRole('textbox', { name: /^Nama/ })).toHaveAccessibleDescription(/Nama kustomer ini sudah dipakai/);
    await form.getByRole('textbox', { name: /^Nama/ }).fill('Toko Braga Permai');
    await form.getByRole('textbox', { name: /^Telepon/ }).fill('022-420 1234');
    await form.getByRole('textbox', { name: /^Alamat/ }).fill('Jl. Braga No. 12, Bandung');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page)).toContainText('Kustomer Toko Braga Permai ditambahkan.');
    // A save lands on the record just saved, not on the list.
    await expect(page).toHaveURL(/\/customers\/\d+\/detail$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Toko Braga Permai' })).toBeVisible();

    await open(page, 'Kustomer', 'Data Kustomer');
    await search(page, 'Cari kustomer', 'braga');
    const list = page.getByRole('table', { name: 'Daftar kustomer' });
    await expect(list.getByRole('rowheader')).toHaveText(['Toko Braga Permai']);
    await list.getByRole('link', { name: 'Ubah Toko Braga Permai' }).click();
    const edit = page.getByRole('form', { name: 'Formulir ubah kustomer' });
    await edit.getByRole('textbox', { name: /^Telepon/ }).fill('022-420 9999');
    await edit.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page)).toContainText('Perubahan pada Toko Braga Permai disimpan.');
    await expect(page).toHaveURL(/\/customers\/\d+\/detail$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Toko Braga Permai' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Riwayat perubahan' });
    await expect(log.getByRole('row').nth(1)).toContainText('Telepon: 022-420 1234 → menjadi 022-420 9999');
    await expect(log.getByRole('row').nth(2)).toContainText('Nama: Toko Braga Permai');
  });

  test('items: create, find by search, edit, read the change log', async ({ page }) => {
    await signIn(page, 'admin');
    await open(page, 'Barang', 'Tambah Barang');
    const form = page.getByRole('form', { name: 'Formulir barang baru' });
    await form.getByRole('textbox', { name: /^Nama/ }).fill('Kopi Bubuk Robusta');
    await form.getByRole('textbox', { name: /^Kode/ }).fill('kop-rob/250');
    await form.getByRole('combobox', { name: /^Satuan/ }).fill('dus');
    await form.getByRole('textbox', { name: /^Berat per satuan/ }).fill('0,0001');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form.getByRole('textbox', { name: /^Berat per satuan/ })).toHaveAccessibleDescription(/paling banyak 3 angka di belakang koma/);
    await form.getByRole('textbox', { name: /^Berat per satuan/ }).fill('12,5');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page)).toContainText('Barang Kopi Bubuk Robusta ditambahkan.');
    await expect(page).toHaveURL(/\/items\/\d+\/detail$/);

    await open(page, 'Barang', 'Data Barang');
    await search(page, 'Cari barang', 'KOP-ROB');
    const list = page.getByRole('table', { name: 'Daftar barang' });
    await expect(list.getByRole('rowheader')).toHaveText(['Kopi Bubuk Robusta']);
    await expect(list.getByRole('row').nth(1)).toContainText('KOP-ROB/250');
    await expect(list.getByRole('row').nth(1)).toContainText('12,5 kg');
    await list.getByRole('link', { name: 'Ubah Kopi Bubuk Robusta' }).click();
    const edit = page.getByRole('form', { name: 'Formulir ubah barang' });
    await edit.getByRole('textbox', { name: /^Berat per satuan/ }).fill('13');
    await edit.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page)).toContainText('Perubahan pada Kopi Bubuk Robusta disimpan.');
    await expect(page).toHaveURL(/\/items\/\d+\/detail$/);

    await open(page, 'Barang', 'Data Log Barang');
    const log = page.getByRole('table', { name: 'Log perubahan barang' });
    await expect(log.getByRole('row').nth(1)).toContainText('Kopi Bubuk Robusta');
    await expect(log.getByRole('row').nth(1)).toContainText('Berat per satuan: 12,5 kg → menjadi 13 kg');
  });

  test('fleets: create with a plate tidied, find by search, deactivate, read the change log', async ({ page }) => {
    await signIn(page, 'admin');
    await open(page, 'Armada', 'Tambah Armada');
    const form = page.getByRole('form', { name: 'Formulir armada baru' });
    const plate = form.getByRole('textbox', { name: /^Nomor polisi/ });
    await plate.fill('A 12345 BC');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(plate).toHaveAccessibleDescription(/harus berformat AB 1234 CD/);
    await plate.fill('d  9876   xyz');
    await plate.blur();
    await expect(plate).toHaveValue('D 9876 XYZ');
    await form.getByRole('textbox', { name: /^Model/ }).fill('Isuzu Elf NMR 71');
    await form.getByRole('textbox', { name: /^Kapasitas/ }).fill('4000');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page)).toContainText('Armada D 9876 XYZ ditambahkan.');
    await expect(page).toHaveURL(/\/fleets\/\d+\/detail$/);

    await open(page, 'Armada', 'Data Armada');
    await search(page, 'Cari armada', 'd 9876');
    const list = page.getByRole('table', { name: 'Daftar armada' });
    await expect(list.getByRole('rowheader')).toHaveText(['D 9876 XYZ']);
    await list.getByRole('link', { name: 'Ubah D 9876 XYZ' }).click();
    await page.getByRole('switch', { name: 'Aktif' }).click();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(toast(page)).toContainText('Perubahan pada D 9876 XYZ disimpan.');
    await expect(page).toHaveURL(/\/fleets\/\d+\/detail$/);
    await open(page, 'Armada', 'Data Armada');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Nonaktif');
    await expect(page.getByRole('table', { name: 'Daftar armada' }).getByRole('row').nth(1)).toContainText('Nonaktif');

    await page.getByRole('table', { name: 'Daftar armada' }).getByRole('link', { name: 'Detail D 9876 XYZ' }).click();
    await expect(page.getByRole('table', { name: 'Riwayat perubahan' }).getByRole('row').nth(1)).toContainText('Status: Aktif → menjadi Nonaktif');
  });
});
