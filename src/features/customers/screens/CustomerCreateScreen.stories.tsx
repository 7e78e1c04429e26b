import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../../mocks/handlers/respond';
import { customerStore } from '../../../mocks/db/resources';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { CUSTOMERS_ROUTES } from '../testing/routes';

function CustomersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={CUSTOMERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /customers/new: validated in the browser with the contract's schema, the server's field errors on
 * their fields, one customer however often it is submitted, a toast and back to the list.
 */
const meta = {
  title: 'Customers/Screens/New customer',
  component: CustomersStory,
  parameters: { router: false },
  args: { path: '/customers/new' },
} satisfies Meta<typeof CustomersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir kustomer baru|New customer form/ });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));

export const Default: Story = {
  play: async () => {
    await form();
    for (const name of ['Nama', 'Telepon', 'Email', 'Alamat pengiriman utama', 'Catatan']) await expect(field(name)).toBeVisible();
    await expect(field('Nama')).toBeRequired();
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/customers/data');
  },
};

export const Created: Story = {
  name: "Saved: toast, then the new customer's page",
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), '  Toko <b>Baru</b>  ');
    await userEvent.type(field('Telepon'), '+62 22-1234 567');
    await userEvent.type(field('Alamat pengiriman utama'), 'Jl. Braga No. 1, Bandung');
    await save();
    await expect(await page().findByText('Kustomer Toko <b>Baru</b> ditambahkan.')).toBeVisible();
    await expectLocation(`/customers/${customerStore.rows.at(-1)!.id}/detail`);
    await expect(await page().findByRole('heading', { name: 'Detail Kustomer' })).toBeVisible();
  },
};

export const SavedAndAnother: Story = {
  name: 'Simpan & tambah lagi: toast, then an empty form',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Toko Pertama');
    await userEvent.type(field('Telepon'), '022 1234 567');
    await userEvent.click(within(await form()).getByRole('button', { name: 'Simpan & tambah lagi' }));
    await expect(await page().findByText('Kustomer Toko Pertama ditambahkan.')).toBeVisible();
    await expectLocation('/customers/new');
    await waitFor(() => expect(field('Nama')).toHaveValue(''));
    await expect(field('Telepon')).toHaveValue('');
    await expect(field('Nama')).toHaveFocus();
    // The next customer is a record of its own (a fresh Idempotency-Key); leaving asks nothing.
    await userEvent.type(field('Nama'), 'Toko Kedua');
    await save();
    await expect(await page().findByText('Kustomer Toko Kedua ditambahkan.')).toBeVisible();
    await expect(customerStore.rows.filter((customer) => /^Toko (Pertama|Kedua)$/.test(customer.name))).toHaveLength(2);
    await expectLocation(`/customers/${customerStore.rows.at(-1)!.id}/detail`);
  },
};

export const BadInput: Story = {
  name: 'Bad input: each field its own message',
  play: async () => {
    await form();
    await userEvent.type(field('Telepon'), '12-ab');
    await userEvent.type(field('Email'), 'bukan-email');
    await save();
    await expect(await page().findByText('Nama kustomer wajib diisi.')).toBeVisible();
    await expect(page().getByText(/^Nomor telepon tidak valid: 7–15 angka/)).toBeVisible();
    await expect(page().getByText('Format email tidak valid, contoh: nama@contoh.id.')).toBeVisible();
    await expect(field('Nama')).toHaveFocus();
    await expectLocation('/customers/new');
  },
};

export const NameTaken: Story = {
  name: 'Name taken ignoring case and spaces (server 409)',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), '  toko sinar JAYA ');
    await save();
    await expect(await page().findByText(/^Nama kustomer ini sudah dipakai/)).toBeVisible();
    await expect(field('Nama')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OneRecordPerKey: Story = {
  name: 'Double submit creates one customer; submit disabled while saving',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').slowSave(600));
  },
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Toko Sekali Saja');
    const button = within(await form()).getByRole('button', { name: 'Simpan' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(within(page().getByRole('form')).getByRole('button', { name: /Menyimpan/ })).toBeDisabled());
    await expect(await page().findByText('Kustomer Toko Sekali Saja ditambahkan.')).toBeVisible();
    await expect(customerStore.rows.filter((customer) => customer.name === 'Toko Sekali Saja')).toHaveLength(1);
  },
};

export const UnsavedChanges: Story = {
  name: 'Leaving with unsaved input asks first',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Setengah jadi');
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expectLocation('/customers/new');
    await expect(field('Nama')).toHaveValue('Setengah jadi');
  },
};

export const SaveForbidden: Story = {
  name: 'Save answered 403 (an error message)',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/customers', () => apiError(403, 'FORBIDDEN', 'Missing permission')));
  },
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Toko Terlarang');
    await save();
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await save();
    await expect(await page().findByText("Enter the customer's name.")).toBeVisible();
    await expect(page().getByRole('textbox', { name: /^Default delivery address/ })).toBeVisible();
  },
};
