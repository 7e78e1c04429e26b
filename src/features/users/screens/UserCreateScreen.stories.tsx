import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { findUserByUsername, mockUsers } from '../../../mocks/db/auth';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { USERS_ROUTES, USERS_STUBS } from '../testing/routes';
import { choose, expectUrl, page } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={USERS_ROUTES} stubs={USERS_STUBS} session={() => usersScenarios.session(role, permissions)} />;
}

/**
 * /users/new: the contract's createUserSchema in the browser, the server's field errors on their
 * fields, one user per Idempotency-Key, and the unsaved-changes question.
 */
const meta = {
  title: 'Users/Screens/New user',
  component: Screen,
  parameters: { router: false },
  args: { path: '/users/new' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: 'Formulir pengguna baru' });
const field = (name: RegExp | string) => page().getByRole('textbox', { name });
const password = () => page().getByLabelText(/^Kata sandi/);
const confirmation = () => page().getByLabelText(/^Ulangi kata sandi/);

/** The value beside a label in the user's profile (the detail page a save opens). */
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const chooseRole = (name: string) => choose(page().getByRole('combobox', { name: /Peran/ }), name, name);

async function fillValid(username = 'sari.w') {
  await form();
  await userEvent.type(field(/Nama pengguna/), username);
  await userEvent.type(field('Nama'), 'Sari Wulandari');
  await userEvent.type(field(/Email/), 'sari.w@laju.example');
  await chooseRole('Admin Gudang');
  await userEvent.type(password(), 'Gudang-Cakung-77');
  await userEvent.type(confirmation(), 'Gudang-Cakung-77');
}

export const Default: Story = {
  play: async () => {
    const found = await form();
    await expect(within(found).getByRole('textbox', { name: /Nama pengguna/ })).toHaveAccessibleDescription(/tanpa spasi/);
    await expect(within(found).getByRole('button', { name: 'Simpan' })).toBeEnabled();
    await expect(within(found).getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/users/data');
  },
};

export const CreatesAndOpensTheSavedUser: Story = {
  play: async () => {
    await fillValid();
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    // The save lands on the new user's page (ResourceForm `detailRoute`), not the list.
    await waitFor(() => expect(findUserByUsername('sari.w')).toBeDefined());
    await expectUrl(`/users/${findUserByUsername('sari.w')!.id}/detail`);
    await expect(await page().findByText('Pengguna sari.w ditambahkan.')).toBeVisible();
    await expect(page().queryByRole('alertdialog')).toBeNull();
    // The page shows the user just made, with the chosen role.
    const region = await page().findByRole('region', { name: 'Profil pengguna' });
    await waitFor(() => expect(valueOf(region, 'Nama pengguna')).toHaveTextContent('sari.w'));
    await expect(valueOf(region, 'Nama')).toHaveTextContent('Sari Wulandari');
    await expect(valueOf(region, 'Peran')).toHaveTextContent('Admin Gudang');
  },
};

export const ClientValidation: Story = {
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field(/Nama pengguna/)).toHaveAccessibleDescription(/Nama pengguna minimal 3 karakter\./));
    await expect(field(/Nama pengguna/)).toHaveFocus();
    await expect(field('Nama')).toHaveAccessibleDescription('Nama wajib diisi.'); // the field's own message (decision 165)
    await expect(page().getByRole('combobox', { name: /Peran/ })).toHaveAccessibleDescription('Pilih peran.');
    await expect(password()).toHaveAccessibleDescription(/Kata sandi minimal 8 karakter\./);
    await userEvent.type(password(), 'Gudang-Cakung-77');
    await userEvent.type(confirmation(), 'Gudang-Cakung-78');
    await userEvent.tab();
    await waitFor(() => expect(confirmation()).toHaveAccessibleDescription('Kedua kata sandi tidak sama.'));
  },
};

export const BadUsernames: Story = {
  name: 'Bad usernames (spaces, look-alikes, 10,000 characters)',
  play: async () => {
    await form();
    const username = field(/Nama pengguna/);
    await userEvent.type(username, 'sari wulan');
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveAccessibleDescription(/^Hanya huruf Latin, angka.*tanpa spasi/));
    await userEvent.clear(username);
    // "аdmin" with a Cyrillic а.
    await userEvent.type(username, '\u0430dmin');
    await waitFor(() => expect(username).toHaveAccessibleDescription(/tanpa huruf yang mirip dari abjad lain/));
    await userEvent.clear(username);
    await userEvent.click(username);
    await userEvent.paste('x'.repeat(10_000));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/^Nama pengguna maksimal 50 karakter\./));
  },
};

export const DuplicateUsernameIgnoringCase: Story = {
  name: 'Duplicate username differing only in case (server)',
  play: async () => {
    await fillValid('ADMIN.Gudang');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field(/Nama pengguna/)).toHaveAccessibleDescription(/sudah dipakai \(huruf besar dan kecil tidak dibedakan\)/));
    await expect(field(/Nama pengguna/)).toHaveFocus();
    await expectUrl('/users/new');
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.createRefused({ email: 'TAKEN', roleId: 'NOT_FOUND' }, 409));
  },
  play: async () => {
    await fillValid();
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field(/Email/)).toHaveAccessibleDescription(/Email ini sudah dipakai pengguna lain\./));
    await expect(page().getByRole('combobox', { name: /Peran/ })).toHaveAccessibleDescription('Peran ini tidak ada lagi; pilih peran lain.');
  },
};

export const ForbiddenOnSave: Story = {
  name: 'Save answered 403 (an error message)',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.createRefused({}, 403, 'FORBIDDEN'));
  },
  play: async () => {
    await fillValid();
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
  },
};

const keys: (string | null)[] = [];
export const DoubleSubmitCreatesOne: Story = {
  name: 'Double submit creates one user',
  beforeEach({ msw }) {
    keys.length = 0;
    msw.use(
      http.post('*/api/users', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return undefined;
      }),
      ...usersScenarios.slowSave(600),
    );
  },
  play: async () => {
    await fillValid('dobel.klik');
    await userEvent.dblClick(page().getByRole('button', { name: 'Simpan' }));
    await expect(page().getByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    await expectUrl(/^\/users\/\d+\/detail$/);
    await expect(keys).toHaveLength(1);
    await expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // One user made, and it is the one whose page opened.
    await expect(mockUsers.filter((user) => user.username === 'dobel.klik')).toHaveLength(1);
    await expectUrl(`/users/${findUserByUsername('dobel.klik')!.id}/detail`);
  },
};

export const UnsavedChangesPrompt: Story = {
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Setengah diisi');
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expect(field('Nama')).toHaveValue('Setengah diisi');
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    await userEvent.click(await page().findByRole('button', { name: 'Tinggalkan' }));
    await expectUrl('/users/data');
  },
};

// Decision 161: the role field searches the server (RolePicker); its loading and failure show in its list.
export const RolesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('roles'));
  },
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('combobox', { name: /Peran/ }));
    await expect(await page().findByText('Mencari…')).toBeVisible();
  },
};

export const RolesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('roles'));
  },
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('combobox', { name: /Peran/ }));
    await expect(await page().findByText('Pencarian gagal.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: ClientValidation.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await page().findByRole('form', { name: 'New user form' });
    const username = page().getByRole('textbox', { name: /Username/ });
    await userEvent.type(username, 'sari w');
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveAccessibleDescription(/^Only Latin letters.*no spaces/));
    await userEvent.click(page().getByRole('button', { name: 'Save' }));
    await expect(page().getByRole('combobox', { name: /Role/ })).toHaveAccessibleDescription('Choose a role.');
  },
};
