import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiToken } from '../../../../contract/api-tokens';
import { ApiError } from '../../../lib/api/errors';
import { dataRows, expectNoSideScroll, page, rowHeaders } from '../../../lib/testing/story-queries';
import { ApiTokenList } from './ApiTokenList';

const token = (overrides: Partial<ApiToken>): ApiToken => ({
  id: 1,
  name: 'Toko daring',
  prefix: 'laju_Ab3xYz',
  role: { id: 4, name: 'Admin Surat Jalan' },
  createdBy: { id: 1, name: 'Administrator' },
  createdAt: '2026-11-20T03:00:00.000Z',
  expiresAt: '2027-02-18T03:00:00.000Z',
  lastUsedAt: '2026-12-05T07:41:00.000Z',
  revokedAt: null,
  state: 'active',
  ...overrides,
});

// Newest first, as the server answers: the revoked one is the newest.
const ROWS = [
  token({ id: 3, name: 'Uji coba', prefix: 'laju_Qw8Er1', role: { id: 6, name: 'Viewer' }, revokedAt: '2026-12-01T00:00:00.000Z', state: 'revoked', createdAt: '2026-11-28T00:00:00.000Z' }),
  token({}),
  token({ id: 2, name: 'Akuntansi lama', prefix: 'laju_Zz9Kk2', lastUsedAt: null, createdBy: null, state: 'expired', createdAt: '2026-09-01T00:00:00.000Z', expiresAt: '2026-10-01T00:00:00.000Z' }),
];

/** The tokens, active ones first, each with its prefix, role, maker, dates and state; "Cabut" on the active ones. */
const meta = {
  title: 'Integrations/Components/ApiTokenList',
  component: ApiTokenList,
  args: { rows: ROWS, state: 'ready', onRevoke: fn(), onRetry: fn() },
} satisfies Meta<typeof ApiTokenList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (name = 'Daftar token API') => page().getByRole('table', { name });

export const Default: Story = {
  name: 'Every state: the active one first',
  play: async ({ args }) => {
    await expect(rowHeaders(table())).toEqual(['Toko daring', 'Uji coba', 'Akuntansi lama']);
    const [shop, trial, old] = dataRows(table());
    await expect(within(shop!).getByText('laju_Ab3xYz…')).toBeVisible();
    await expect(within(shop!).getByText('Aktif')).toBeVisible();
    await expect(within(trial!).getByText('Dicabut')).toBeVisible();
    await expect(within(old!).getByText('Kedaluwarsa')).toBeVisible();
    await expect(within(old!).getByText('Belum pernah')).toBeVisible();
    await expect(within(old!).getByText('Pengguna sudah dihapus')).toBeVisible();
    await expect(within(table()).queryByRole('button', { name: 'Cabut Uji coba' })).toBeNull();
    await userEvent.click(within(shop!).getByRole('button', { name: 'Cabut Toko daring' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(ROWS[1]);
  },
};

export const Loading: Story = {
  args: { rows: undefined, state: 'loading' },
  play: async () => {
    await expect(table()).toHaveAttribute('aria-busy', 'true');
    await expect(dataRows(table())).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'Token API dipakai sistem lain.' },
  play: async () => {
    await expect(page().getByText('Belum ada token API')).toBeVisible();
    await expect(page().getByText('Token API dipakai sistem lain.')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error with "Coba lagi"',
  args: { rows: undefined, state: 'error', error: new ApiError(500, 'INTERNAL', 'Internal server error') },
  play: async ({ args }) => {
    const alert = page().getByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const LONG = 'Integrasi toko daring cabang Surabaya, Sidoarjo, Gresik dan Mojokerto untuk DO harian'.slice(0, 80);

export const LongContent: Story = {
  name: 'Long content: an 80-character name and a long role',
  args: { rows: [token({ name: LONG, role: { id: 9, name: 'Admin Surat Jalan dan Penerimaan Barang Cabang Timur' } })] },
  play: async ({ canvasElement }) => {
    await expect(rowHeaders(table())).toEqual([LONG]);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(within(table()).getByText('Kedaluwarsa')).toBeVisible();
    await expect(within(table()).getByText('Dicabut')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = table('API tokens');
    await expect(within(list).getByRole('columnheader', { name: 'Last used' })).toBeVisible();
    await expect(within(list).getByText('Never')).toBeVisible();
    await expect(within(list).getByText('Expired')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Revoke Toko daring' })).toBeVisible();
  },
};
