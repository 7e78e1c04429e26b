import type { Locator, Page } from '@playwright/test';
import { expect, test, apiSignIn, mainMenu, signIn } from './app';
import { addedNumber, detailValue, escape, jpeg, startsWith, suffix, toast } from './delivery-screens';

/**
 * Delivery in Chromium against `npm start`: a DO of three lines shipped in two parts (ANTAR with
 * a company fleet, JEMPUT with an outside vehicle), the DO's status and quantities along the way,
 * both proof photos uploaded, the DO completed with its timeline, a completed shipment refused
 * when edited, and the same allocation saved from two tabs. Staff do it as they would: the DO by
 * Admin Surat Jalan, the shipments by Admin Gudang, through the menus, forms and buttons.
 * The customer, items and fleet come from the API first, with names unique per run (the server
 * keeps its data across tests); everything the journey is about goes through the screens.
 */

async function open(page: Page, group: string, entry: string) {
  const link = mainMenu(page).getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await mainMenu(page).getByRole('button', { name: group, exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

/** Types into a server-search picker and clicks the option whose label (its first line) is `label`. */
async function pick(picker: Locator, query: string, label: string) {
  await picker.fill(query);
  await picker.page().getByRole('option', { name: startsWith(label) }).click();
}

/** A row of the DO's "Barang dan jumlah" table: ordered, not yet allocated, in shipment, delivered, remaining. */
const lineCells = (page: Page, item: string) =>
  page.getByRole('table', { name: 'Barang dan jumlah' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: item, exact: true }) }).getByRole('cell');

test.describe('npm start: delivery orders and shipments in the browser', () => {
  test('a DO shipped in two parts, completed by the proofs; a completed shipment is read-only; two tabs on one allocation', async ({ page, browser, request }) => {
    // One journey of some eighty steps by two people, each waiting on what the screen shows: about
    // 40 s on an idle machine, so the 30 s default cannot hold it; four times that for a busy one.
    test.setTimeout(160_000);
    const run = suffix();
    const customer = `Toko Kirim ${run}`;
    const address = `Jl. Pelabuhan ${run}, Surabaya`;
    const garlic = `Bawang Putih ${run}`;
    const sugar = `Gula Pasir ${run}`;
    const rice = `Beras ${run}`;
    const digits = String(1000 + Math.floor(Math.random() * 9000));
    const fleetPlate = `L ${digits} KR`;
    const outsidePlate = `W ${digits} JP`;

    await test.step('master data the DO needs (API)', async () => {
      const admin = await apiSignIn(request, 'admin');
      const post = async (path: string, data: Record<string, unknown>) => {
        const response = await request.post(path, { headers: { ...admin.headers, 'idempotency-key': `${path}-${run}-${JSON.stringify(data).length}` }, data });
        expect(response.status(), `${path} ${await response.text()}`).toBe(201);
      };
      await post('/api/customers', { name: customer, address });
      await post('/api/items', { name: garlic, unit: 'kg', weightKg: 1 });
      await post('/api/items', { name: sugar, unit: 'karung', weightKg: 50 });
      await post('/api/items', { name: rice, unit: 'sak', weightKg: 25 });
      await post('/api/fleets', { model: 'Truk Engkel', plate: fleetPlate, capacityKg: 4000 });
    });

    let order = '';
    await test.step('Admin Surat Jalan creates a DO with three lines', async () => {
      await signIn(page, 'admin.suratjalan');
      await open(page, 'DO', 'Tambah DO');
      const form = page.getByRole('form', { name: 'Formulir DO baru' });
      await pick(form.getByRole('combobox', { name: /^Kustomer/ }), run, customer);
      await expect(form.getByRole('textbox', { name: /^Alamat pengiriman/ })).toHaveValue(address);
      const lines = [
        [garlic, '100'],
        [sugar, '40'],
        [rice, '25'],
      ] as const;
      for (const [index, [item, quantity]] of lines.entries()) {
        const n = index + 1;
        if (n > 1) await form.getByRole('button', { name: 'Tambah barang' }).click();
        await pick(form.getByRole('combobox', { name: new RegExp(`^Barang baris ${n}`) }), item, item);
        const field = form.getByRole('textbox', { name: new RegExp(`^Jumlah baris ${n}`) });
        await field.fill(quantity);
        await expect(form.getByRole('combobox', { name: new RegExp(`^Barang baris ${n}`) })).toHaveValue(item);
      }
      await form.getByRole('button', { name: 'Simpan', exact: true }).click();
      order = await addedNumber(page, /(DO-\d+) ditambahkan\./);
      // The save lands on the DO just made.
      await expect(page.getByRole('heading', { level: 2, name: order })).toBeVisible();
      await expect(detailValue(page.getByRole('region', { name: order }), 'Status')).toHaveText('Pending');
      await expect(page.getByRole('table', { name: 'Barang dan jumlah' }).getByRole('rowheader')).toHaveText([garlic, sugar, rice]);
    });

    const shipments: string[] = [];
    const staff = await browser.newContext();
    const gudang = await staff.newPage();

    const quantityLabel = { [garlic]: `Jumlah ${garlic} (KG)`, [sugar]: `Jumlah ${sugar} (KARUNG)`, [rice]: `Jumlah ${rice} (SAK)` };

    /**
     * Admin Gudang's new shipment: the vehicle, then the DO added, which offers every line with what
     * is still pending filled in (`offered`: item → [the field's value, the line's "Tersedia" text]);
     * `quantities` are the ones changed before saving; `check` reads the form before it is saved.
     */
    async function createShipment(
      vehicle: (form: Locator) => Promise<void>,
      offered: Record<string, [string, string]>,
      quantities: Record<string, string>,
      check: (form: Locator) => Promise<void> = async () => {},
    ) {
      await open(gudang, 'Pengiriman', 'Tambah Pengiriman');
      const form = gudang.getByRole('form', { name: 'Formulir pengiriman baru' });
      await vehicle(form);
      await pick(form.getByRole('combobox', { name: /^Tambah DO/ }), order, `${order} · ${customer}`);
      const entry = form.getByRole('group', { name: `${order} · ${customer}` });
      await expect(entry).toContainText('Pakai alamat DO');
      await expect(entry).toContainText(address);
      for (const [item, [value, available]] of Object.entries(offered)) {
        await expect(entry.getByRole('textbox', { name: quantityLabel[item] })).toHaveValue(value);
        await expect(entry).toContainText(`${item}${available}`);
      }
      for (const [item, quantity] of Object.entries(quantities)) await entry.getByRole('textbox', { name: quantityLabel[item] }).fill(quantity);
      await check(form);
      await form.getByRole('button', { name: 'Simpan', exact: true }).click();
      shipments.push(await addedNumber(gudang, /Pengiriman (S-\d+) ditambahkan\./, shipments));
      // The save lands on the shipment just made.
      await expect(gudang.getByRole('heading', { level: 2, name: shipments.at(-1) })).toBeVisible();
    }

    async function openOrder(viewer: Page) {
      await open(viewer, 'DO', 'Data DO');
      const search = viewer.getByRole('searchbox', { name: 'Cari DO' });
      await search.fill(order);
      await search.press('Enter');
      const list = viewer.getByRole('table', { name: 'Daftar DO' });
      await expect(list.getByRole('rowheader')).toHaveText([order]);
      await list.getByRole('link', { name: `Detail ${order}` }).click();
      await expect(viewer.getByRole('heading', { level: 2, name: order })).toBeVisible();
      return viewer.getByRole('region', { name: order });
    }

    await test.step('Admin Gudang ships part of it with the company fleet (ANTAR)', async () => {
      // "Ingat saya": the journey opens more tabs of the same session later.
      await signIn(gudang, 'admin.gudang', { remember: true });
      await createShipment(
        async (form) => {
          await expect(form.getByRole('combobox', { name: /^Mode/ })).toHaveValue('ANTAR');
          await pick(form.getByRole('combobox', { name: /^Armada/ }), digits, fleetPlate);
          await form.getByRole('textbox', { name: /^Nama sopir/ }).fill('Slamet');
        },
        { [garlic]: ['100', 'Tersedia 100 dari 100 KG'], [sugar]: ['40', 'Tersedia 40 dari 40 KARUNG'], [rice]: ['25', 'Tersedia 25 dari 25 SAK'] },
        // All the sugar, 60 of the 100 kg of garlic, no rice yet.
        { [garlic]: '60', [rice]: '' },
        // 60 × 1 kg + 40 × 50 kg against the truck's 4,000 kg.
        async (form) => {
          await expect(form.getByRole('progressbar', { name: 'Muatan 2.060 kg dari kapasitas 4.000 kg' })).toBeVisible();
        },
      );
    });

    await test.step('the DO is PROSES and shows what is left to allocate', async () => {
      const header = await openOrder(gudang);
      await expect(detailValue(header, 'Status')).toHaveText('Proses');
      await expect(lineCells(gudang, garlic)).toHaveText(['100 KG', '40 KG', '60 KG', '0 KG', '100 KG']);
      await expect(lineCells(gudang, sugar)).toHaveText(['40 KARUNG', '0 KARUNG', '40 KARUNG', '0 KARUNG', '40 KARUNG']);
      await expect(lineCells(gudang, rice)).toHaveText(['25 SAK', '25 SAK', '0 SAK', '0 SAK', '25 SAK']);
    });

    await test.step('the rest goes on an outside vehicle that picks it up (JEMPUT)', async () => {
      await createShipment(
        async (form) => {
          await form.getByRole('combobox', { name: /^Mode/ }).selectOption({ label: 'Jemput (kendaraan luar)' });
          const plate = form.getByRole('textbox', { name: /^Nomor polisi/ });
          await plate.fill(outsidePlate.toLowerCase().replace(/ /g, ''));
          await plate.blur();
          await expect(plate).toHaveValue(outsidePlate);
          await form.getByRole('textbox', { name: /^Nama sopir/ }).fill('Darto');
        },
        // The sugar went on the first shipment: nothing of it is offered.
        { [garlic]: ['40', 'Tersedia 40 dari 100 KG'], [sugar]: ['', 'Tersedia 0 dari 40 KARUNG'], [rice]: ['25', 'Tersedia 25 dari 25 SAK'] },
        {},
        async (form) => {
          await expect(form.getByRole('textbox', { name: quantityLabel[sugar] })).toBeDisabled();
        },
      );
      const header = await openOrder(gudang);
      await expect(detailValue(header, 'Status')).toHaveText('Proses');
      await expect(lineCells(gudang, garlic)).toHaveText(['100 KG', '0 KG', '100 KG', '0 KG', '100 KG']);
      await expect(lineCells(gudang, sugar)).toHaveText(['40 KARUNG', '0 KARUNG', '40 KARUNG', '0 KARUNG', '40 KARUNG']);
      await expect(lineCells(gudang, rice)).toHaveText(['25 SAK', '0 SAK', '25 SAK', '0 SAK', '25 SAK']);
      const carried = gudang.getByRole('table', { name: 'Pengiriman' });
      await expect(carried.getByRole('rowheader')).toHaveText(shipments);
      // What each carries, per unit: kilograms and sacks are never added together.
      await expect(carried.getByRole('row').filter({ hasText: shipments[0]! })).toContainText(`Antar${fleetPlate}40 KARUNG · 60 KG`);
      await expect(carried.getByRole('row').filter({ hasText: shipments[1]! })).toContainText(`Jemput${outsidePlate}40 KG · 25 SAK`);
    });

    await test.step('two tabs on the JEMPUT allocation: the second save meets the conflict and loses nothing', async () => {
      const [, jemput] = shipments as [string, string];
      await gudang.getByRole('table', { name: 'Pengiriman' }).getByRole('link', { name: jemput }).click();
      await expect(gudang.getByRole('heading', { level: 2, name: jemput })).toBeVisible();
      await gudang.getByRole('link', { name: 'Atur DO' }).click();
      const mine = gudang.getByRole('form', { name: `Formulir DO dalam pengiriman ${jemput}` });
      const riceField = (form: Locator) => form.getByRole('textbox', { name: `Jumlah ${rice} (SAK)` });
      await expect(riceField(mine)).toHaveValue('25');

      // A colleague opens the same screen in another tab and saves first: only 20 sacks fit.
      const tab = await staff.newPage();
      await tab.goto(gudang.url());
      const theirs = tab.getByRole('form', { name: `Formulir DO dalam pengiriman ${jemput}` });
      await riceField(theirs).fill('20');
      await theirs.getByRole('button', { name: 'Simpan', exact: true }).click();
      await expect(toast(tab)).toContainText(`DO dalam ${jemput} disimpan.`);
      await tab.close();

      // This tab still holds 25 and sends the goods to the customer's warehouse.
      const entry = mine.getByRole('group', { name: `${order} · ${customer}` });
      await entry.getByRole('combobox', { name: /^Jenis tujuan/ }).selectOption({ label: 'Gudang' });
      await mine.getByRole('button', { name: 'Simpan', exact: true }).click();
      const notice = gudang.getByRole('region', { name: 'Data ini baru saja diubah orang lain' });
      await expect(notice).toContainText('Isian Anda masih tersimpan di formulir.');
      await expect(notice.getByRole('row', { name: new RegExp(`Jumlah ${escape(rice)} pada ${order}`) })).toContainText(`Jumlah ${rice} pada ${order}2520`);
      // The destination each version gives the DO is compared too.
      await expect(notice.getByRole('row', { name: new RegExp(`^Jenis tujuan pada ${order}`) })).toContainText(`Jenis tujuan pada ${order}GudangRumah`);
      await expect(riceField(mine)).toHaveValue('25');
      await expect(entry.getByRole('combobox', { name: /^Jenis tujuan/ })).toHaveValue('GUDANG');
      await notice.getByRole('button', { name: 'Simpan isian saya' }).click();
      await expect(toast(gudang)).toContainText(`DO dalam ${jemput} disimpan.`);
      const carried = gudang.getByRole('region', { name: order });
      await expect(carried).toContainText('Jenis tujuan: Gudang');
      await expect(carried.getByRole('row', { name: startsWith(rice) })).toContainText('25 SAK');
    });

    // Someone opens the ANTAR shipment's edit form before its proof is uploaded, and saves later.
    const late = await staff.newPage();
    await test.step('both proofs uploaded: each shipment is completed, then the DO', async () => {
      for (const [index, number] of shipments.entries()) {
        await open(gudang, 'Pengiriman', 'Data Pengiriman');
        const search = gudang.getByRole('searchbox', { name: 'Cari pengiriman' });
        await search.fill(number);
        await search.press('Enter');
        const list = gudang.getByRole('table', { name: 'Daftar pengiriman' });
        await expect(list.getByRole('rowheader')).toHaveText([number]);
        await list.getByRole('link', { name: `Detail ${number}` }).click();
        const header = gudang.getByRole('region', { name: number });
        await expect(detailValue(header, 'Status')).toHaveText('Pending');
        if (index === 0) {
          await late.goto(gudang.url());
          await late.getByRole('link', { name: 'Ubah', exact: true }).click();
          await expect(late.getByRole('form', { name: `Formulir ubah pengiriman ${number}` })).toBeVisible();
        }
        const proof = gudang.getByRole('region', { name: 'Foto bukti muat' });
        await expect(proof).toContainText('Belum ada foto bukti.');
        const chooser = gudang.waitForEvent('filechooser');
        await proof.getByRole('button', { name: 'Unggah foto bukti' }).click();
        await (await chooser).setFiles({ name: `bukti-muat-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(120 + index * 60) });
        // A picked photo is previewed first; nothing is sent before the yes.
        const confirm = gudang.getByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
        await expect(confirm.getByRole('img', { name: `Pratinjau foto yang dipilih: bukti-muat-${index + 1}.jpg` })).toBeVisible();
        await expect(detailValue(header, 'Status')).toHaveText('Pending');
        await confirm.getByRole('button', { name: 'Unggah dan selesaikan' }).click();
        await expect(confirm).toBeHidden();
        const photo = proof.getByRole('img', { name: `Foto bukti muat ${number}` });
        await expect(photo).toBeVisible();
        // Shown, not a broken image: the thumbnail the server made from the upload.
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
        await expect(proof).toContainText(/Diunggah oleh Admin Gudang pada .+ \(64 × 48 piksel\)\./);
        await expect(proof.getByRole('button', { name: 'Ganti foto bukti' })).toBeVisible();
        await expect(detailValue(header, 'Status')).toHaveText('Selesai');
        await expect(gudang.getByRole('link', { name: 'Ubah', exact: true })).toHaveCount(0);
        await expect(gudang.getByRole('link', { name: 'Atur DO' })).toHaveCount(0);
        if (index === 0) {
          // Delivered now: the first shipment's quantities; the DO stays PROSES until the rest is.
          await gudang.getByRole('region', { name: order }).getByRole('link', { name: order }).click();
          const orderHeader = gudang.getByRole('region', { name: order });
          await expect(detailValue(orderHeader, 'Status')).toHaveText('Proses');
          await expect(lineCells(gudang, garlic)).toHaveText(['100 KG', '0 KG', '40 KG', '60 KG', '40 KG']);
          await expect(lineCells(gudang, sugar)).toHaveText(['40 KARUNG', '0 KARUNG', '0 KARUNG', '40 KARUNG', '0 KARUNG']);
          await expect(lineCells(gudang, rice)).toHaveText(['25 SAK', '0 SAK', '25 SAK', '0 SAK', '25 SAK']);
        }
      }
    });

    await test.step('the DO is SELESAI, with its timeline and the quantities per line', async () => {
      const [antar, jemput] = shipments as [string, string];
      const header = await openOrder(page);
      await expect(detailValue(header, 'Status')).toHaveText('Selesai');
      await expect(detailValue(header, 'Selesai')).not.toHaveText('');
      await expect(lineCells(page, garlic)).toHaveText(['100 KG', '0 KG', '0 KG', '100 KG', '0 KG']);
      await expect(lineCells(page, sugar)).toHaveText(['40 KARUNG', '0 KARUNG', '0 KARUNG', '40 KARUNG', '0 KARUNG']);
      await expect(lineCells(page, rice)).toHaveText(['25 SAK', '0 SAK', '0 SAK', '25 SAK', '0 SAK']);
      await expect(page.getByRole('table', { name: 'Pengiriman' }).getByRole('row').filter({ hasText: jemput })).toContainText('Selesai');
      const timeline = page.getByRole('region', { name: 'Riwayat status' }).getByRole('listitem');
      await expect(timeline).toHaveText([
        /DO dibuat oleh Admin Surat Jalan$/,
        // A quantity and its unit are joined by a no-break space (src/lib/unit-quantities.ts).
        new RegExp(`40\\sKARUNG · 60\\sKG dialokasikan ke ${antar} \\(${fleetPlate}\\)$`),
        new RegExp(`40\\sKG · 25\\sSAK dialokasikan ke ${jemput} \\(${outsidePlate}\\)$`),
        new RegExp(`Bukti muat ${antar} diunggah Belum diterima$`),
        new RegExp(`Bukti muat ${jemput} diunggah Belum diterima$`),
        /Semua barang terkirim: DO selesai$/,
      ]);
    });

    await test.step('a completed shipment cannot be edited', async () => {
      const [antar, jemput] = shipments as [string, string];
      // The form opened before the proof: the save is refused, in words.
      const form = late.getByRole('form', { name: `Formulir ubah pengiriman ${antar}` });
      await form.getByRole('textbox', { name: /^Nama sopir/ }).fill('Slamet Riyadi');
      await form.getByRole('button', { name: 'Simpan', exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText('Pengiriman ini sudah selesai (foto bukti sudah diunggah) dan tidak dapat diubah lagi.');
      await late.reload();
      await expect(late.getByRole('heading', { name: `${antar} sudah selesai` })).toBeVisible();
      await expect(late.getByRole('form')).toHaveCount(0);
      await late.getByRole('link', { name: 'Lihat detail pengiriman' }).click();
      await expect(detailValue(late.getByRole('region', { name: antar }), 'Nama sopir')).toHaveText('Slamet');

      // The detail offers no Ubah any more; the edit address (a bookmark) says why.
      await gudang.goto(gudang.url().replace(/\/detail$/, '/edit'));
      await expect(gudang.getByRole('heading', { name: `${jemput} sudah selesai` })).toBeVisible();
      await expect(gudang.getByText('Pengiriman ini sudah selesai (foto bukti sudah diunggah) dan tidak dapat diubah lagi.')).toBeVisible();
      await expect(gudang.getByRole('form')).toHaveCount(0);
    });
    await staff.close();
  });
});
