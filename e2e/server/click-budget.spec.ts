import type { Locator, Page } from '@playwright/test';
import { expect, test, apiSignIn, mainMenu, signIn } from './app';
import { addedNumber, detailValue, jpeg, startsWith, suffix } from './delivery-screens';

/**
 * The click budget: from a new DO with three lines to two completed shipments in at most 25
 * clicks, the count printed. One person who may create DOs and shipments (the seeded Master) does
 * it the short way the screens offer: the DO from the menu, "Buat pengiriman" on the DO it lands
 * on, part of it shipped and completed with a proof photo (the preview confirmed), back to the DO
 * through its link on the shipment, a second shipment for the rest, completed the same way.
 *
 * What counts: every click (a button, a link, a menu entry, a picker's option, a select), choosing
 * the photo in the file chooser (one action), and every key press that submits (none here: the
 * forms are saved with their buttons). What does not: typing, and moving to the next field (Tab).
 * The customer, items and fleet come from the API with names unique per run (the server keeps its
 * data across tests); they are not part of the journey.
 */
const BUDGET = 25;

/** Every user action that counts goes through here: the total, and what each one was for. */
class Actions {
  readonly done: string[] = [];

  constructor(private readonly page: Page) {}

  get count() {
    return this.done.length;
  }

  async click(target: Locator, what: string) {
    this.done.push(what);
    await target.click();
  }

  /** A native select: one click on the option (the list opening is the same gesture). */
  async select(target: Locator, label: string, what: string) {
    this.done.push(what);
    await target.selectOption({ label });
  }

  /** Types part of a name into a server-search picker (not counted) and clicks the option (counted). */
  async pick(picker: Locator, query: string, label: string, what: string) {
    await picker.fill(query);
    await this.click(this.page.getByRole('option', { name: startsWith(label) }), what);
  }

  /** A file chooser opened by `button`, and the photo chosen in it: two actions. */
  async choosePhoto(button: Locator, file: { name: string; mimeType: string; buffer: Buffer }, what: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.click(button, what);
    this.done.push(`${what}: the photo chosen in the file chooser`);
    await (await chooser).setFiles(file);
  }
}

test.describe('npm start: the click budget of a delivery day', () => {
  test('from a new DO with three lines to two completed shipments', async ({ page, request }) => {
    test.setTimeout(120_000);
    const run = suffix();
    const customer = `Toko Hemat Klik ${run}`;
    const address = `Jl. Klik ${run}, Bandung`;
    const garlic = `Bawang Merah ${run}`;
    const sugar = `Gula Aren ${run}`;
    const rice = `Beras Pandan ${run}`;
    const digits = String(1000 + Math.floor(Math.random() * 9000));
    const plate = `D ${digits} KL`;

    await test.step('master data (API, not counted)', async () => {
      const admin = await apiSignIn(request, 'admin');
      let key = 0;
      const post = async (path: string, data: Record<string, unknown>) => {
        key += 1;
        const response = await request.post(path, { headers: { ...admin.headers, 'idempotency-key': `clicks-${run}-${key}` }, data });
        expect(response.status(), `${path} ${await response.text()}`).toBe(201);
      };
      await post('/api/customers', { name: customer, address });
      await post('/api/items', { name: garlic, unit: 'kg', weightKg: 1 });
      await post('/api/items', { name: sugar, unit: 'dus', weightKg: 10 });
      await post('/api/items', { name: rice, unit: 'karung', weightKg: 25 });
      await post('/api/fleets', { model: 'Truk Klik', plate, capacityKg: 8000 });
    });

    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const act = new Actions(page);
    let order = '';
    const quantity = (scope: Locator, item: string, unit: string) => scope.getByRole('textbox', { name: `Jumlah ${item} (${unit})` });

    await test.step('a DO with three lines, from the menu', async () => {
      await act.click(mainMenu(page).getByRole('button', { name: 'DO', exact: true }), 'menu: DO');
      await act.click(mainMenu(page).getByRole('link', { name: 'Tambah DO', exact: true }), 'menu: Tambah DO');
      const form = page.getByRole('form', { name: 'Formulir DO baru' });
      await act.pick(form.getByRole('combobox', { name: /^Kustomer/ }), run, customer, 'DO: the customer');
      await expect(form.getByRole('textbox', { name: /^Alamat pengiriman/ })).toHaveValue(address);
      const lines = [
        [garlic, '100'],
        [sugar, '40'],
        [rice, '30'],
      ] as const;
      for (const [index, [item, amount]] of lines.entries()) {
        const n = index + 1;
        if (n > 1) await act.click(form.getByRole('button', { name: 'Tambah barang' }), `DO: Tambah barang (line ${n})`);
        await act.pick(form.getByRole('combobox', { name: new RegExp(`^Barang baris ${n}`) }), item, item, `DO: the item of line ${n}`);
        await form.getByRole('textbox', { name: new RegExp(`^Jumlah baris ${n}`) }).fill(amount);
      }
      await act.click(form.getByRole('button', { name: 'Simpan', exact: true }), 'DO: Simpan');
      order = await addedNumber(page, /(DO-\d+) ditambahkan\./);
      // It lands on the DO just made.
      await expect(page.getByRole('heading', { level: 2, name: order })).toBeVisible();
    });

    /** "Buat pengiriman" on the DO on screen: the fleet, `change` to the offered quantities, saved, then completed. */
    async function shipAndComplete(nth: number, offered: [string, string, string][], change: [string, string, string][]) {
      await act.click(page.getByRole('link', { name: 'Buat pengiriman' }), `shipment ${nth}: Buat pengiriman on the DO`);
      const form = page.getByRole('form', { name: 'Formulir pengiriman baru' });
      const entry = form.getByRole('group', { name: `${order} · ${customer}` });
      // The DO is on it already, with everything it still awaits filled in.
      for (const [item, unit, value] of offered) await expect(quantity(entry, item, unit)).toHaveValue(value);
      await expect(form.getByRole('combobox', { name: /^Mode/ })).toHaveValue('ANTAR');
      await act.pick(form.getByRole('combobox', { name: /^Armada/ }), digits, plate, `shipment ${nth}: the fleet`);
      for (const [item, unit, value] of change) await quantity(entry, item, unit).fill(value);
      await act.click(form.getByRole('button', { name: 'Simpan', exact: true }), `shipment ${nth}: Simpan`);
      const number = await addedNumber(page, /Pengiriman (S-\d+) ditambahkan\./, shipments);
      // It lands on the shipment just made, where its proof is uploaded.
      await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
      const header = page.getByRole('region', { name: number });
      const proof = page.getByRole('region', { name: 'Foto bukti muat' });
      await act.choosePhoto(
        proof.getByRole('button', { name: 'Unggah foto bukti' }),
        { name: `bukti-${nth}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(100 + nth * 50) },
        `shipment ${nth}: Unggah foto bukti`,
      );
      const confirm = page.getByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
      await expect(confirm.getByRole('img', { name: `Pratinjau foto yang dipilih: bukti-${nth}.jpg` })).toBeVisible();
      await act.click(confirm.getByRole('button', { name: 'Unggah dan selesaikan' }), `shipment ${nth}: Unggah dan selesaikan`);
      await expect(detailValue(header, 'Status')).toHaveText('Selesai');
      return number;
    }

    const shipments: string[] = [];
    await test.step('the first shipment carries part of the DO, and is completed', async () => {
      // All of the garlic, 25 of the 40 boxes of sugar, no rice yet.
      shipments.push(
        await shipAndComplete(
          1,
          [
            [garlic, 'KG', '100'],
            [sugar, 'DUS', '40'],
            [rice, 'KARUNG', '30'],
          ],
          [
            [sugar, 'DUS', '25'],
            [rice, 'KARUNG', ''],
          ],
        ),
      );
    });

    await test.step('back on the DO, the second shipment carries the rest, and is completed', async () => {
      await act.click(page.getByRole('region', { name: order }).getByRole('link', { name: order }), 'back to the DO from the shipment');
      await expect(page.getByRole('heading', { level: 2, name: order })).toBeVisible();
      shipments.push(
        await shipAndComplete(2, [
          [sugar, 'DUS', '15'],
          [rice, 'KARUNG', '30'],
        ], []),
      );
    });

    await test.step('the DO is completed by the two shipments (not counted: reading)', async () => {
      await page.getByRole('region', { name: order }).getByRole('link', { name: order }).click();
      await expect(detailValue(page.getByRole('region', { name: order }), 'Status')).toHaveText('Selesai');
      await expect(page.getByRole('table', { name: 'Pengiriman' }).getByRole('rowheader')).toHaveText(shipments);
    });

    console.log(`Clicks from a new DO with three lines to two completed shipments: ${act.count}`);
    console.log(act.done.map((what, index) => `  ${index + 1}. ${what}`).join('\n'));
    expect(act.count, act.done.join('\n')).toBeLessThanOrEqual(BUDGET);
  });
});
