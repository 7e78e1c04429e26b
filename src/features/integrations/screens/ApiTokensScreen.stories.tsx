import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rememberSessionOf } from '../../../../stories/app/session';
import { AppHarness, StoryScreen } from '../../../../stories/harness/StoryHarness';
import { routes } from '../../../lib/routes/routes';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { dataRows, expectNoSideScroll, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { seedApiTokens, seedSampleApiTokens } from '../../../mocks/handlers/api-tokens';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';
import ApiTokensScreen from './ApiTokensScreen';

function Screen() {
  const { t } = useTranslation('common');
  return (
    <StoryScreen
      path={routes.account.apiTokens.path}
      session={() => storySessionOf('Master')}
      routes={[{ path: routes.account.apiTokens.path, title: t('routes.apiTokens'), element: <ApiTokensScreen /> }]}
      stubs={[{ path: routes.account.apiReference.path, title: 'Referensi API', element: null }]}
    />
  );
}

/**
 * /settings/api-tokens (manage-api-tokens; docs/decisions/347-api-tokens.md): the tokens with the
 * active ones first, a token created and shown once with its copy button, a role the server
 * refuses said at the role, a token revoked after a question naming it, and the empty, loading,
 * error and forbidden states. The mock starts with no tokens; most stories seed one of each state
 * made by the administrator: "Toko daring" (active), "Uji coba" (revoked), "Akuntansi lama" (expired).
 */
const meta = {
  title: 'Integrations/Screens/ApiTokensScreen',
  component: Screen,
  parameters: { router: false },
  beforeEach: () => seedSampleApiTokens(),
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '*/api/api-tokens';
const list = () => loadedTable('Daftar token API');
const toast = () => page().getByRole('status', { name: 'Notifikasi' });
const rowOf = (table: HTMLElement, name: string) => {
  const row = dataRows(table).find((candidate) => within(candidate).getByRole('rowheader').textContent === name);
  if (!row) throw new Error(`No row ${name}`);
  return row;
};
const formDialog = async () => within(await page().findByRole('dialog', { name: 'Buat token API' }));
type Scope = Awaited<ReturnType<typeof formDialog>>;
const fill = async (form: Scope, name: string, role: string) => {
  await userEvent.type(form.getByRole('textbox', { name: /^Nama/ }), name);
  await userEvent.selectOptions(form.getByRole('combobox', { name: /^Peran/ }), role);
};

export const Default: Story = {
  name: 'List: the active token first, then the expired and the revoked',
  play: async () => {
    const table = await list();
    await expect(rowHeaders(table)).toEqual(['Toko daring', 'Uji coba', 'Akuntansi lama']);
    const shop = rowOf(table, 'Toko daring');
    await expect(within(shop).getByText(/^laju_seeded/)).toBeVisible();
    await expect(shop).toHaveTextContent('Admin Surat Jalan');
    await expect(shop).toHaveTextContent('Administrator');
    await expect(within(shop).getByText('Aktif')).toBeVisible();
    await expect(within(shop).getByRole('button', { name: 'Cabut Toko daring' })).toBeVisible();
    const old = rowOf(table, 'Akuntansi lama');
    await expect(within(old).getByText('Kedaluwarsa')).toBeVisible();
    await expect(within(old).getByText('Belum pernah')).toBeVisible();
    await expect(within(rowOf(table, 'Uji coba')).getByText('Dicabut')).toBeVisible();
    // Only a token that still works can be revoked.
    await expect(within(table).getAllByRole('button', { name: /^Cabut / })).toHaveLength(1);
    await expect(page().getByRole('button', { name: 'Buat token' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('get', LIST));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Daftar token API' })).toHaveAttribute('aria-busy', 'true');
    await expect(page().queryByRole('rowheader')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty: what tokens are for, a link to the API reference',
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => Response.json({ data: [] })));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada token API')).toBeVisible();
    await expect(page().getByText(/Token API dipakai sistem lain untuk memanggil API LAJU/)).toBeVisible();
    await userEvent.click(page().getByRole('link', { name: 'Referensi API' }));
    await expect(await page().findByRole('heading', { level: 1, name: 'Referensi API' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Load error, then "Coba lagi"',
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(rowHeaders(await list())).toContain('Toko daring');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: a role without manage-api-tokens is turned away by the route',
  beforeEach: () => rememberSessionOf('Admin Gudang'),
  render: () => <AppHarness path="/settings/api-tokens" />,
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }, { timeout: 10_000 })).toBeVisible();
    await expect(page().queryByRole('table', { name: 'Daftar token API' })).toBeNull();
  },
};

export const ForbiddenByTheServer: Story = {
  name: 'Forbidden by the server: a 403 from the list leads to the not-found page',
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => apiError(403, 'FORBIDDEN', 'Permission missing')));
  },
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  },
};

export const CreateShowsTokenOnce: Story = {
  name: 'Create: the token shown once, copied, then gone',
  play: async () => {
    const restore = stubClipboard();
    try {
      await list();
      await userEvent.click(page().getByRole('button', { name: 'Buat token' }));
      const form = await formDialog();
      await expect(form.getByRole('combobox', { name: /^Berlaku selama/ })).toHaveDisplayValue('90 hari');
      await waitFor(() => expect(form.getByRole('option', { name: 'Spv' })).toBeInTheDocument());
      await fill(form, 'Gudang mitra', 'Spv');
      await userEvent.selectOptions(form.getByRole('combobox', { name: /^Berlaku selama/ }), '30 hari');
      await userEvent.click(form.getByRole('button', { name: 'Buat token' }));

      const shown = within(await page().findByRole('dialog', { name: 'Token Gudang mitra dibuat' }));
      await expect(shown.getByText(/tidak akan ditampilkan lagi/)).toBeVisible();
      const field = shown.getByRole('textbox', { name: 'Token' });
      await expect(field).toHaveAttribute('readonly');
      const token = (field as HTMLInputElement).value;
      await expect(token).toMatch(/^laju_[A-Za-z0-9_-]{43}$/);
      await userEvent.click(shown.getByRole('button', { name: 'Salin token' }));
      await expect(await shown.findByText('Token disalin.')).toBeVisible();
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(token);

      await userEvent.click(shown.getByRole('button', { name: 'Sudah saya simpan' }));
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      const table = await list();
      await waitFor(() => expect(rowHeaders(table)[0]).toBe('Gudang mitra'));
      const row = rowOf(table, 'Gudang mitra');
      await expect(row).toHaveTextContent('Spv');
      await expect(within(row).getByText('Aktif')).toBeVisible();
      await expect(within(row).getByText(`${token.slice(0, 11)}…`)).toBeVisible();
      // Once closed, nothing on the page holds the token.
      await expect(document.body.innerHTML).not.toContain(token);
    } finally {
      restore();
    }
  },
};

export const RoleRefused: Story = {
  name: 'A role above the user’s own: refused at the role, the name kept',
  beforeEach({ msw }) {
    msw.use(http.post(LIST, () => apiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have'), { once: true }));
  },
  play: async () => {
    await list();
    await userEvent.click(page().getByRole('button', { name: 'Buat token' }));
    const form = await formDialog();
    await waitFor(() => expect(form.getByRole('option', { name: 'Master' })).toBeInTheDocument());
    await fill(form, 'Akuntansi', 'Master');
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    const role = form.getByRole('combobox', { name: /^Peran/ });
    await waitFor(() => expect(role).toHaveAccessibleDescription(/^Peran ini memiliki izin yang tidak Anda miliki; pilih peran/));
    await expect(role).toHaveFocus();
    await expect(form.getByRole('textbox', { name: /^Nama/ })).toHaveValue('Akuntansi');
    // Another role goes through.
    await userEvent.selectOptions(role, 'Viewer');
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    await expect(await page().findByRole('dialog', { name: 'Token Akuntansi dibuat' })).toBeVisible();
  },
};

export const Revoke: Story = {
  name: 'Revoke: a question naming the token, then the row turns revoked',
  play: async () => {
    const table = await list();
    await userEvent.click(within(rowOf(table, 'Toko daring')).getByRole('button', { name: 'Cabut Toko daring' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cabut token Toko daring?' });
    await expect(dialog).toHaveTextContent(/Sistem yang memakai token Toko daring \(laju_seeded…\) langsung ditolak/);
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, cabut' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Token Toko daring dicabut.'));
    await waitFor(() => expect(within(rowOf(table, 'Toko daring')).getByText('Dicabut')).toBeVisible());
    await expect(within(table).queryAllByRole('button', { name: /^Cabut / })).toHaveLength(0);
  },
};

const LONG = 'Integrasi toko daring cabang Surabaya, Sidoarjo, Gresik dan Mojokerto untuk DO';

export const LongContent: Story = {
  name: 'Long content: names of 80 characters',
  beforeEach: () =>
    seedApiTokens([
      {
        name: LONG.padEnd(80, 'x'),
        roleId: 4,
        createdBy: 1,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]),
  play: async ({ canvasElement }) => {
    const table = await list();
    await expect(rowHeaders(table)[0]).toHaveLength(80);
    await expectNoSideScroll(canvasElement);
  },
};

export const Phone: Story = {
  name: 'Phone: cards and the form without sideways scrolling',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await page().findByText('Toko daring')).toBeVisible();
    await expectNoSideScroll(canvasElement);
    await userEvent.click(page().getByRole('button', { name: 'Buat token' }));
    await formDialog();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const table = await list();
    await expect(within(rowOf(table, 'Akuntansi lama')).getByText('Kedaluwarsa')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Buat token' }));
    await expect(await page().findByRole('dialog', { name: 'Buat token API' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const table = await loadedTable('API tokens');
    await expect(page().getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    await expect(within(rowOf(table, 'Akuntansi lama')).getByText('Never')).toBeVisible();
    await expect(within(rowOf(table, 'Uji coba')).getByText('Revoked')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Create token' }));
    const form = within(await page().findByRole('dialog', { name: 'Create an API token' }));
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(/^This field is required\./));
    await expect(form.getByRole('combobox', { name: /^Role/ })).toHaveAccessibleDescription(/^Choose a role\./);
  },
};
