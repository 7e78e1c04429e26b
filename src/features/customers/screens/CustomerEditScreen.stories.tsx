import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { CUSTOMERS_ROUTES } from '../testing/routes';

function CustomersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={CUSTOMERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /customers/:customerId/edit (customer 1, Toko Sinar Jaya): only what changed is sent with the
 * loaded version; a stale version shows both versions and keeps the input; a malformed or
 * unknown id reads "Kustomer tidak ditemukan".
 */
const meta = {
  title: 'Customers/Screens/Edit customer',
  component: CustomersStory,
  parameters: { router: false },
  args: { path: '/customers/1/edit' },
} satisfies Meta<typeof CustomersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir ubah kustomer|Edit customer form/ });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async () => {
    await form();
    await expect(field('Nama')).toHaveValue('Toko Sinar Jaya');
    await expect(field('Telepon')).toHaveValue('0811-1000-1000');
    await expect(field('Email')).toHaveValue('sinar.jaya@contoh.id');
  },
};

export const Saved: Story = {
  play: async () => {
    await form();
    await userEvent.clear(field('Telepon'));
    await userEvent.type(field('Telepon'), '022 7654 321');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Perubahan pada Toko Sinar Jaya disimpan.')).toBeVisible();
    await expectLocation('/customers/1/detail');
  },
};

export const VersionConflict: Story = {
  name: 'Version conflict: both versions, input kept',
  play: async () => {
    await form();
    changedElsewhere.customer(1, { name: 'Toko Sinar Jaya Baru' });
    await userEvent.clear(field('Nama'));
    await userEvent.type(field('Nama'), 'Toko Sinar Jaya Lama');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(within(notice).getByRole('table')).toHaveTextContent('Toko Sinar Jaya Lama');
    await expect(within(notice).getByRole('table')).toHaveTextContent('Toko Sinar Jaya Baru');
    await expect(field('Nama')).toHaveValue('Toko Sinar Jaya Lama');
    await userEvent.click(within(notice).getByRole('button', { name: 'Simpan isian saya' }));
    await expect(await page().findByText('Perubahan pada Toko Sinar Jaya Lama disimpan.')).toBeVisible();
  },
};

export const MalformedId: Story = {
  name: 'Malformed id (abc): not found',
  args: { path: '/customers/abc/edit' },
  play: async () => {
    await expect(await page().findByText('Kustomer tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data kustomer' })).toHaveAttribute('href', '/customers/data');
  },
};

export const UnknownId: Story = {
  name: 'Unknown id (99999): not found',
  args: { path: '/customers/99999/edit' },
  play: MalformedId.play,
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').error('one', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data kustomer gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await form();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await expect(page().getByRole('textbox', { name: /^Name/ })).toHaveValue('Toko Sinar Jaya');
    await expect(page().getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
