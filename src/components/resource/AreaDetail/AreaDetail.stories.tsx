import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import { storySession } from '../../../mocks/scenarios/resources';
import { routes } from '../../../lib/routes/routes';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { AreaDetail } from './AreaDetail';

function CustomerPage() {
  const { t } = useTranslation(CUSTOMERS.key);
  return <AreaDetail<Customer> area={CUSTOMERS} items={(customer) => [{ id: 'phone', label: t('fields.phone'), value: customer.phone }]} />;
}

function Demo({ path, permissions }: { path: string; permissions?: string[] }) {
  return (
    <StoryScreen
      path={path}
      session={storySession('Master', permissions)}
      routes={[{ path: routes.customers.detail.path, title: 'Detail Kustomer', element: <CustomerPage /> }]}
    />
  );
}

/**
 * A plain area's record page from its declaration (docs/adding-an-area.md): the record's id with
 * the area's prefix, its fields, when it was created and updated, "Ubah" with update-…, and its
 * change log with read-…-logs; only the fields between are the area's.
 */
const meta = {
  title: 'Resource kit/AreaDetail',
  component: Demo,
  parameters: { router: false },
  args: { path: '/customers/1/detail' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const term = (name: string) => page().findByText(name, { selector: 'dt' });

export const Default: Story = {
  play: async () => {
    await expect(await page().findByText('C0001')).toBeVisible();
    for (const name of ['ID', 'Telepon', 'Dibuat', 'Diperbarui']) await expect(await term(name)).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/customers/1/edit');
    await expect(page().getByRole('heading', { name: 'Riwayat perubahan' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Only read-customer: no Ubah, no change log',
  args: { permissions: [CUSTOMERS.permission.read] },
  play: async () => {
    await expect(await page().findByText('C0001')).toBeVisible();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('heading', { name: 'Riwayat perubahan' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/customers/99999/detail' },
  play: async () => {
    await expect(await page().findByText('Kustomer tidak ditemukan')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    for (const name of ['ID', 'Phone', 'Created', 'Updated']) await expect(await term(name)).toBeVisible();
    await expect(page().getByRole('link', { name: 'Edit' })).toBeVisible();
  },
};
