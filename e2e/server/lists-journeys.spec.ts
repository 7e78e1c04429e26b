import fs from 'node:fs';
import { expect, test, apiSignIn, signIn } from './app';

/**
 * What every list does, in Chromium against `npm start` with the real API and database: the DO
 * list leaves as a file, a search from the top bar opens a record, and chosen DOs are cancelled in
 * one go or put on a new shipment. The DOs are made through the API for a customer of this run.
 */
const suffix = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;

test.describe('npm start: list journeys in the browser', () => {
  test('the DO list as a CSV file, every page; "/" finds a DO by its number and opens it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/delivery-orders/data?status=PENDING');
    const list = page.getByRole('table', { name: 'Daftar DO' });
    const number = (await list.getByRole('rowheader').first().textContent())!;
    await page.getByRole('button', { name: 'Ekspor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ekspor daftar' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^daftar-do_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Daftar DO');
    expect(lines).toContain('Status;Pending');
    const header = lines.indexOf('Nomor DO;Kustomer;Barang;Status;Dibuat');
    expect(header).toBeGreaterThan(0);
    expect(lines.slice(header + 1).some((line) => line.startsWith(`${number};`))).toBe(true);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: /Cari DO, pengiriman/ });
    await search.fill(number);
    await expect(page.getByRole('option', { name: new RegExp(`^${number}`) })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/delivery-orders\/\d+\/detail$/);
    await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
  });

  test('chosen DOs cancelled in one go; a new shipment from the one left', async ({ page, request }) => {
    const admin = await apiSignIn(request, 'admin');
    const customerName = `Toko Pilih ${suffix()}`;
    const customer = (await (await request.post('/api/customers', { headers: admin.headers, data: { name: customerName } })).json()).data;
    const item = (await (await request.get('/api/items?status=active&size=1', { headers: admin.headers })).json()).data[0];
    for (let n = 0; n < 3; n += 1) {
      expect((await request.post('/api/delivery-orders', { headers: admin.headers, data: { customerId: customer.id, lines: [{ itemId: item.id, quantity: 5 + n }] } })).status()).toBe(201);
    }
    await signIn(page, 'admin');
    await page.goto(`/delivery-orders/data?customerId=${customer.id}&sort=number`);
    const list = page.getByRole('table', { name: 'Daftar DO' });
    await expect(list.getByRole('rowheader')).toHaveCount(3);
    const numbers = await list.getByRole('rowheader').allTextContents();

    for (const number of numbers.slice(0, 2)) await list.getByRole('checkbox', { name: `Pilih ${number}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Tindakan untuk yang dipilih' });
    await bar.getByRole('button', { name: 'Batalkan DO' }).click();
    await page.getByRole('alertdialog', { name: 'Batalkan 2 DO?' }).getByRole('button', { name: 'Batalkan DO' }).click();
    await expect(page.getByText('2 dibatalkan')).toBeVisible();
    await expect(list.getByText('Batal', { exact: true })).toHaveCount(2);

    await list.getByRole('checkbox', { name: `Pilih ${numbers[2]}` }).check();
    await bar.getByRole('link', { name: 'Buat pengiriman dari 1 DO terpilih' }).click();
    await expect(page).toHaveURL(/\/shipments\/new\?deliveryOrders=\d+$/);
    await expect(page.getByText(numbers[2]!).first()).toBeVisible();
  });
});
