import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect, test, apiSignIn, signIn } from './app';

/**
 * Reports in Chromium against `npm start`: a shipment completed by its proof photo shows in the
 * outgoing-items report and on the dashboard, and both exports, downloaded through the
 * report's buttons, read back with the same quantity (the XLSX cell numeric, the CSV in UTF-8
 * with a BOM). The customer, item, fleet, DO and shipment come from the API with names unique per
 * run (the server keeps its data across tests); what is checked is read on the screens.
 */
const suffix = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e3)}`;

test.describe('npm start: the outgoing-items report and the dashboard', () => {
  test('a completed shipment in the report, both exports read back, and on the dashboard', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const run = suffix();
    const customer = `Toko Laporan ${run}`;
    const item = `Kopi Bubuk ${run}`;
    const digits = String(1000 + Math.floor(Math.random() * 9000));
    let shipmentNumber = '';

    await test.step('a DO of 37 KG shipped and completed by its proof photo (API)', async () => {
      const admin = await apiSignIn(request, 'admin');
      let key = 0;
      const post = async (path: string, data: Record<string, unknown>) => {
        key += 1;
        const response = await request.post(path, { headers: { ...admin.headers, 'idempotency-key': `report-${run}-${key}` }, data });
        expect(response.status(), `${path} ${await response.text()}`).toBe(201);
        return (await response.json()).data as { id: number; number?: string; lines?: { id: number }[] };
      };
      const customerId = (await post('/api/customers', { name: customer, address: `Jl. Laporan ${run}` })).id;
      const itemId = (await post('/api/items', { name: item, unit: 'kg', weightKg: 1 })).id;
      const fleetId = (await post('/api/fleets', { model: 'Truk Laporan', plate: `B ${digits} LP`, capacityKg: 2000 })).id;
      const order = await post('/api/delivery-orders', { customerId, lines: [{ itemId, quantity: 37 }] });
      const shipment = await post('/api/shipments', {
        mode: 'ANTAR',
        fleetId,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines![0]!.id, quantity: 37 }] }],
      });
      shipmentNumber = shipment.number!;
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
      const proof = await request.post(`/api/shipments/${shipment.id}/proof`, {
        headers: admin.headers,
        multipart: { file: { name: 'bukti.jpg', mimeType: 'image/jpeg', buffer: photo } },
      });
      expect(proof.status(), await proof.text()).toBe(200);
    });

    await test.step('the report of this month, filtered to the item, shows the 37 KG', async () => {
      // "Ingat saya": the steps open pages by their address, and a page load keeps only a remembered session.
      await signIn(page, 'admin', { remember: true });
      await page.goto('/reports/outgoing-items');
      await expect(page.getByRole('heading', { level: 1, name: 'Laporan Pengeluaran Barang' })).toBeVisible();
      const picker = page.getByRole('combobox', { name: /^Barang/ });
      await picker.fill(run);
      await page.getByRole('option', { name: new RegExp(`^${item}`) }).click();
      await expect(page).toHaveURL(/itemId=\d+/);
      const table = page.getByRole('table', { name: /^Barang keluar/ });
      const row = table.getByRole('row').filter({ hasText: item }).first();
      await expect(row).toContainText('KG');
      await expect(row).toContainText('37');
    });

    await test.step('both exports, downloaded with the buttons, hold the same quantity', async () => {
      const download = async (button: string) => {
        const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
        const path = testInfo.outputPath(file.suggestedFilename());
        await file.saveAs(path);
        return { name: file.suggestedFilename(), bytes: readFileSync(path) };
      };
      const xlsx = await download('Unduh Excel (XLSX)');
      expect(xlsx.name).toMatch(/\.xlsx$/);
      const files = unzipSync(new Uint8Array(xlsx.bytes));
      const sheetName = Object.keys(files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
      expect(sheetName, Object.keys(files).join(', ')).toBeTruthy();
      const sheet = strFromU8(files[sheetName!]!);
      const shared = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']!) : '';
      expect(`${sheet}${shared}`).toContain(item);
      // The quantity is a number cell (no t="s" or t="inlineStr"), not text.
      const cells = [...sheet.matchAll(/<c ([^>]*)>(?:<f>[^<]*<\/f>)?<v>([^<]*)<\/v><\/c>/g)].map(([, attributes, value]) => ({ attributes: attributes!, value: value! }));
      expect(cells.some((cell) => cell.value === '37' && !/\bt="(s|str|inlineStr)"/.test(cell.attributes))).toBe(true);
      // The header row is frozen.
      expect(sheet).toMatch(/<pane [^>]*state="frozen"/);

      const csv = await download('Unduh CSV');
      expect(csv.name).toMatch(/\.csv$/);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // Semicolon-separated, so Excel with id-ID settings opens it in columns. The
      // filters on top name the item too; its data row holds the quantity as a plain number.
      const rows = csv.bytes.toString('utf8').split(/\r?\n/).filter((text) => text.includes(item)).map((text) => text.split(';'));
      expect(rows.some((cells) => cells.includes('37')), JSON.stringify(rows)).toBe(true);
    });

    await test.step('the dashboard lists the shipment among the recent ones, completed', async () => {
      await page.goto('/dashboard');
      const recent = page.getByRole('table', { name: 'Pengiriman terbaru' });
      const row = recent.getByRole('row').filter({ hasText: shipmentNumber });
      await expect(row).toContainText('Selesai');
      await expect(row).toContainText('37');
    });
  });
});
