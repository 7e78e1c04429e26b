import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { customerStore, itemStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

function DeliveryOrdersStory({ role }: { role?: SeededRoleName }) {
  return <StoryScreen path="/delivery-orders/import" routes={DELIVERY_ORDERS_ROUTES} session={storySession(role)} />;
}

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
  return new File([lines.join('\n')], 'do.csv', { type: 'text/csv' });
}

const fileInput = () => page().findByLabelText(/^(Pilih berkas|Choose a file)$/);

async function checked(file: File, check = 'Periksa') {
  await userEvent.upload(await fileInput(), file);
  await userEvent.click(await page().findByRole('button', { name: check }));
}

export const Default: Story = {
  name: 'Mapping: DO headings matched, no mode asked',
  play: async () => {
    await userEvent.upload(await fileInput(), orders());
    await expect(await page().findByText('do.csv: 5 baris data, 5 kolom.')).toBeVisible();
    for (const [header, field] of [
      ['Referensi', 'reference'],
      ['Kustomer', 'customer'],
      ['Alamat pengiriman', 'address'],
      ['Barang', 'item'],
      ['Jumlah', 'quantity'],
    ]) {
      await expect(await page().findByRole('combobox', { name: `Isian untuk kolom ${header}` })).toHaveValue(field);
    }
    // DOs are only ever added: no question about existing records.
    await expect(page().queryByRole('group', { name: 'Jika data sudah ada' })).toBeNull();
    await userEvent.selectOptions(await page().findByRole('combobox', { name: 'Isian untuk kolom Referensi' }), 'Jangan impor');
    await expect(page().getByRole('alert')).toHaveTextContent('Kolom Referensi wajib dicocokkan: baris dengan referensi yang sama menjadi satu DO.');
  },
};

export const Checked: Story = {
  name: 'Checked: the DOs the rows make, a failing DO with its rows named',
  play: async () => {
    await checked(orders());
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
    await checked(orders());
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
    await checked(orders('Reference;Customer;Delivery address;Item;Quantity'), 'Check');
    await expect(await page().findByText('The valid rows make 2 new delivery orders. 1 delivery order fails.')).toBeVisible();
    await expect(page().getByRole('table', { name: 'Rows that fail' })).toHaveTextContent('This delivery order is not imported because row 5 fails.');
  },
};
