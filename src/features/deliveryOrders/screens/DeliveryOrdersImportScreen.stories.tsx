import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chooseAndCheck, chooseFile, csvFiles, expectMapped, importScreenStory, mappingOf } from '../../../lib/testing/import-stories';
import { page } from '../../../lib/testing/story-queries';
import { customerStore, itemStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

const DeliveryOrdersStory = importScreenStory('/delivery-orders/import', DELIVERY_ORDERS_ROUTES, storySession);

/**
 * /delivery-orders/import (docs/decisions/336-delivery-order-import.md): one row per line, the
 * rows sharing a reference one new DO, the customer by name and the item by code or name; a DO
 * fails whole, its rows named. DOs are only added, so no mode is asked.
 */
const meta = {
  title: 'DeliveryOrders/Screens/Import delivery orders',
  component: DeliveryOrdersStory,
  parameters: { router: false },
} satisfies Meta<typeof DeliveryOrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = csvFiles('do.csv');

/** Two DOs from three rows, and one DO whose customer is unknown (two rows). */
function orders(header = 'Referensi;Kustomer;Alamat pengiriman;Barang;Jumlah') {
  const [first, second] = customerStore.rows;
  const [gula, beras] = itemStore.rows.filter((item) => item.code !== null);
  const lines = [
    header,
    `PO-1;${first!.name};;${gula!.code};10`,
    `PO-1;;;${beras!.name};5`,
    `PO-2;${second!.name};Jl. Khusus 2;${gula!.code};3`,
    `PO-3;Toko Tidak Ada;;${gula!.code};1`,
    `PO-3;;;${beras!.code};2`,
  ];
  return csv(lines);
}

export const Default: Story = {
  name: 'Mapping: DO headings matched, no mode asked',
  play: async () => {
    await chooseFile(orders());
    await expect(await page().findByText('do.csv: 5 baris data, 5 kolom.')).toBeVisible();
    await expectMapped([
      ['Referensi', 'reference'],
      ['Kustomer', 'customer'],
      ['Alamat pengiriman', 'address'],
      ['Barang', 'item'],
      ['Jumlah', 'quantity'],
    ]);
    // DOs are only ever added: no question about existing records.
    await expect(page().queryByRole('group', { name: 'Jika data sudah ada' })).toBeNull();
    await userEvent.selectOptions(await mappingOf('Referensi'), 'Jangan impor');
    await expect(page().getByRole('alert')).toHaveTextContent('Kolom Referensi wajib dicocokkan: baris dengan referensi yang sama menjadi satu DO.');
  },
};

export const Checked: Story = {
  name: 'Checked: the DOs the rows make, a failing DO with its rows named',
  play: async () => {
    await chooseAndCheck(orders());
    await expect(await page().findByText('Baris yang valid menjadi 2 DO baru. 1 DO gagal.')).toBeVisible();
    const failed = page().getByRole('table', { name: 'Baris yang gagal' });
    const [unknown, withIt] = within(failed).getAllByRole('row').slice(1);
    await expect(unknown).toHaveTextContent('Tidak ada kustomer dengan nama ini. Tambahkan kustomernya dulu atau perbaiki namanya.');
    await expect(withIt).toHaveTextContent('DO ini tidak diimpor karena baris 5 gagal.');
  },
};

export const Imported: Story = {
  name: 'Done: the valid DOs added',
  play: async () => {
    await chooseAndCheck(orders());
    await userEvent.click(await page().findByRole('radio', { name: 'Impor baris yang valid saja' }));
    await userEvent.click(page().getByRole('button', { name: 'Impor' }));
    await expect(await page().findByRole('heading', { name: 'Impor selesai' })).toBeVisible();
    await expect(page().getByText('Baris yang valid menjadi 2 DO baru. 1 DO gagal.')).toBeVisible();
    await expect(await page().findByRole('link', { name: 'Lihat daftar' })).toHaveAttribute('href', '/delivery-orders/data');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Checked.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await chooseAndCheck(orders('Reference;Customer;Delivery address;Item;Quantity'), { check: 'Check' });
    await expect(await page().findByText('The valid rows make 2 new delivery orders. 1 delivery order fails.')).toBeVisible();
    await expect(page().getByRole('table', { name: 'Rows that fail' })).toHaveTextContent('This delivery order is not imported because row 5 fails.');
  },
};
