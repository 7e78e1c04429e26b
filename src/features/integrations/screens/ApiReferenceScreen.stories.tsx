import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rememberSessionOf } from '../../../../stories/app/session';
import { AppHarness, StoryScreen } from '../../../../stories/harness/StoryHarness';
import { routes } from '../../../lib/routes/routes';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { expectLocation, expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { longOpenApiSample } from '../../../mocks/data/openapi-sample';
import { storySessionOf } from '../../../mocks/scenarios/account';
import ApiReferenceScreen from './ApiReferenceScreen';

function Screen({ path }: { path: string }) {
  const { t } = useTranslation('common');
  return (
    <StoryScreen
      path={path}
      session={() => storySessionOf('Viewer')}
      routes={[{ path: routes.account.apiReference.path, title: t('routes.apiReference'), element: <ApiReferenceScreen /> }]}
    />
  );
}

/**
 * /settings/api: the server's OpenAPI document as a reference page, here the mock's sample
 * (mocks/data/openapi-sample.ts). Every signed-in user may read it: the stories sign in as Viewer,
 * the role with the fewest permissions.
 */
const meta = {
  title: 'Integrations/Screens/ApiReferenceScreen',
  component: Screen,
  parameters: { router: false },
  args: { path: '/settings/api' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const OPENAPI = '*/api/openapi.json';
const contents = async () => within(await page().findByRole('navigation', { name: 'Daftar isi' }));
const operation = (name: RegExp) => page().getByRole('button', { name });
const search = () => page().getByRole('searchbox', { name: 'Cari operasi' });
const status = () => page().getByText(/^\d+ dari \d+ operasi$/);

export const Loaded: Story = {
  play: async () => {
    const toc = await contents();
    await expect(toc.getAllByRole('link').map((link) => link.textContent)).toEqual(['auth', 'Kustomer', 'DO', 'Pengiriman']);
    await expect(page().getByRole('heading', { level: 1, name: 'Referensi API' })).toBeVisible();
    await expect(page().getByText('LAJU API (sample) · Versi 2026.12')).toBeVisible();
    await expect(status()).toHaveTextContent('6 dari 6 operasi');
    await expect(page().getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Daftar isi', 'auth', 'Kustomer', 'DO', 'Pengiriman']);
    const customers = within(page().getByRole('region', { name: 'Kustomer' }));
    await expect(customers.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'GET/api/customersList customers',
      'POST/api/customersCreate a customer',
      'PATCH/api/customers/{id}Change a customer',
    ]);
    // Collapsed: one click opens one.
    await expect(page().queryByRole('heading', { level: 4 })).toBeNull();
    await userEvent.click(operation(/Change a customer/));
    await expect(operation(/Change a customer/)).toHaveAttribute('aria-expanded', 'true');
    await expect(page().getByText('Mengubah kustomer').closest('li')).toHaveTextContent('update-customer');
    await expect(page().getByText(/^Kirim version dari data/)).toBeVisible();
    // The table of contents goes to a tag's section.
    await userEvent.click(toc.getByRole('link', { name: 'Pengiriman' }));
    await expectLocation('/settings/api');
    await waitFor(() => expect(page().getByRole('heading', { level: 2, name: 'Pengiriman' })).toHaveFocus());
  },
};

export const DeepLink: Story = {
  name: 'Deep link: #createCustomer opens that operation and goes to it',
  args: { path: '/settings/api#createCustomer' },
  play: async () => {
    await contents();
    const button = operation(/Create a customer/);
    // The link opens it once the document is drawn.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(page().getByRole('table', { name: 'Parameter POST /api/customers' })).toBeVisible();
    // The others stay closed.
    await expect(operation(/List customers/)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Filter: Story = {
  name: 'Filter: by path, and by a permission in words',
  play: async () => {
    await contents();
    await userEvent.type(search(), 'proof');
    await waitFor(() => expect(status()).toHaveTextContent('1 dari 6 operasi'));
    await expect(operation(/Upload the proof-of-loading photo/)).toBeVisible();
    await expect(page().queryByRole('button', { name: /Create a customer/ })).toBeNull();
    await expect((await contents()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pengiriman']);
    await userEvent.clear(search());
    await waitFor(() => expect(status()).toHaveTextContent('6 dari 6 operasi'));
    // The role editor's description of a permission finds its operations.
    await userEvent.type(search(), 'mengubah kustomer');
    await waitFor(() => expect(status()).toHaveTextContent('1 dari 6 operasi'));
    await expect(operation(/Change a customer/)).toBeVisible();
    await expect(page().queryByRole('button', { name: /List customers/ })).toBeNull();
  },
};

export const FilterNoMatch: Story = {
  name: 'Filter with no match, then cleared',
  play: async () => {
    await contents();
    await userEvent.type(search(), 'gudang-rahasia');
    await expect(await page().findByText('Tidak ada operasi yang cocok dengan "gudang-rahasia".')).toBeVisible();
    await expect(status()).toHaveTextContent('0 dari 6 operasi');
    await expect(page().queryByRole('navigation', { name: 'Daftar isi' })).toBeNull();
    await userEvent.click(page().getByRole('button', { name: 'Hapus saringan' }));
    await waitFor(() => expect(status()).toHaveTextContent('6 dari 6 operasi'));
    await expect(search()).toHaveValue('');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('get', OPENAPI));
  },
  play: async () => {
    await expect(await page().findByRole('status', { name: 'Memuat referensi API…' })).toHaveAttribute('aria-busy', 'true');
    await expect(page().queryByRole('navigation', { name: 'Daftar isi' })).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Load error, then "Coba lagi"',
  beforeEach({ msw }) {
    msw.use(http.get(OPENAPI, () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect((await contents()).getByRole('link', { name: 'Kustomer' })).toBeVisible();
  },
};

export const EmptyDocument: Story = {
  name: 'A document without operations',
  beforeEach({ msw }) {
    msw.use(http.get(OPENAPI, () => HttpResponse.json({ openapi: '3.1.0', info: { title: 'LAJU API', version: '1' }, paths: {} })));
  },
  play: async () => {
    await expect(await page().findByText('Dokumen ini belum berisi operasi.')).toBeVisible();
    await expect(page().queryByRole('search')).toBeNull();
  },
};

export const LongContent: Story = {
  name: 'Long content: a hundred operations on a phone, all collapsed',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { path: '/settings/api#readLongResource100' },
  beforeEach({ msw }) {
    msw.use(http.get(OPENAPI, () => HttpResponse.json(longOpenApiSample(100))));
  },
  play: async ({ canvasElement }) => {
    await contents();
    await expect(status()).toHaveTextContent('100 dari 100 operasi');
    // Only the linked operation is open: the other 99 draw their heading alone.
    await waitFor(() => expect(page().getAllByRole('button', { expanded: true })).toHaveLength(1));
    await expect(page().getAllByRole('table')).toHaveLength(1);
    await waitFor(() => expect(operation(/Read long resource number 100 /)).toHaveFocus());
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { path: '/settings/api#createDeliveryOrder' },
  play: async () => {
    await contents();
    await expect(await page().findByRole('figure', { name: 'Contoh permintaan: Two lines' })).toBeVisible();
    await expect(page().getByRole('list', { name: 'Isian application/json' })).toHaveTextContent('lines');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/settings/api#createCustomer' },
  play: async () => {
    const toc = within(await page().findByRole('navigation', { name: 'Contents' }));
    await expect(toc.getAllByRole('link').map((link) => link.textContent)).toEqual(['auth', 'Customers', 'Delivery orders', 'Shipments']);
    await expect(page().getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page().getByText('6 of 6 operations')).toBeVisible();
    await expect((await page().findByText('Create customers')).closest('li')).toHaveTextContent('create-customer');
    await expect(page().getByRole('searchbox', { name: 'Search operations' })).toHaveAttribute('placeholder', 'Path, summary or permission');
  },
};

export const InTheApp: Story = {
  name: 'In the app: its own page under the settings, for any signed-in user',
  render: () => <AppHarness path="/settings/api" />,
  beforeEach: () => rememberSessionOf('Viewer'),
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Referensi API' })).toBeVisible();
    await expect((await contents()).getByRole('link', { name: 'Kustomer' })).toBeVisible();
  },
};
