import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { mockRoles } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { rolesScenarios } from '../../../mocks/scenarios/roles';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ROLES_STUBS } from '../testing/stubs';
import RoleCreateScreen from './RoleCreateScreen';

function Screen({ role }: { role: SeededRoleName }) {
  return (
    <StoryScreen stubs={ROLES_STUBS}
      path="/roles/new"
      session={() => storySessionOf(role)}
      routes={[{ path: '/roles/new', title: 'Tambah Peran', element: <RoleCreateScreen /> }]}
    />
  );
}

/**
 * /roles/new: the contract's createRoleSchema in the browser, the server's codes on their fields,
 * one role however often "Simpan" is pressed, and the unsaved-changes question.
 */
const meta = {
  title: 'Roles/Screens/RoleCreateScreen',
  component: Screen,
  parameters: { router: false },
  args: { role: 'Master' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const writes: { method: string; path: string; key: string | null; body: unknown }[] = [];
const nameInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Nama peran/ });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan' }));
const roleNamed = (name: string) => mockRoles.filter((role) => role.name === name);

export const Default: Story = {
  beforeEach({ msw }) {
    writes.length = 0;
    msw.use(...rolesScenarios.recordWrites(writes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Peran baru' })).toBeVisible();
    await userEvent.type(nameInput(canvasElement), '  Admin   Gudang Cikarang ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deskripsi' }), 'Staf gudang cabang Cikarang');
    await save(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(body(canvasElement).getByRole('status', { name: 'Notifikasi' })).toHaveTextContent('Peran Admin Gudang Cikarang ditambahkan.');
    // The schema trimmed the name and collapsed its inner blanks before sending it.
    await expect(writes).toHaveLength(1);
    await expect(writes[0]!.body).toEqual({ name: 'Admin Gudang Cikarang', description: 'Staf gudang cabang Cikarang' });
    await expect(writes[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(roleNamed('Admin Gudang Cikarang')).toHaveLength(1);
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const BlankName: Story = {
  name: 'Bad input: a name of spaces',
  beforeEach({ msw }) {
    writes.length = 0;
    msw.use(...rolesScenarios.recordWrites(writes));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(nameInput(canvasElement), '     ');
    await save(canvasElement);
    await waitFor(() => expect(nameInput(canvasElement)).toHaveAccessibleDescription(/Nama peran tidak boleh hanya berisi spasi\./));
    await expect(nameInput(canvasElement)).toHaveFocus();
    await expect(writes).toHaveLength(0);
    await expect(mockRoles).toHaveLength(6);
  },
};

export const NameTooShortAndTooLong: Story = {
  play: async ({ canvasElement }) => {
    const input = nameInput(canvasElement);
    await userEvent.type(input, 'ab');
    await save(canvasElement);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Nama peran minimal 3 karakter\./));
    await userEvent.type(input, 'c'.repeat(60));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Nama peran maksimal 50 karakter\./));
  },
};

export const NameTaken: Story = {
  name: 'Name taken (409 TAKEN, ignoring case)',
  play: async ({ canvasElement }) => {
    await userEvent.type(nameInput(canvasElement), 'master');
    await save(canvasElement);
    await waitFor(() => expect(nameInput(canvasElement)).toHaveAccessibleDescription(/Nama peran ini sudah dipakai peran lain\./));
    await expect(nameInput(canvasElement)).toHaveFocus();
    await expect(mockRoles).toHaveLength(6);
  },
};

export const DoubleSubmitCreatesOne: Story = {
  beforeEach({ msw }) {
    writes.length = 0;
    msw.use(
      ...rolesScenarios.recordWrites(writes),
      http.post('*/api/roles', async () => {
        await delay(300);
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameInput(canvasElement), 'Sopir');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(writes).toHaveLength(1);
    await expect(roleNamed('Sopir')).toHaveLength(1);
  },
};

export const SaveForbidden: Story = {
  name: 'Save answered 403 (an error, not /404)',
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.writesForbidden()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameInput(canvasElement), 'Sopir');
    await save(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
    await expect(nameInput(canvasElement)).toHaveValue('Sopir');
  },
};

export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameInput(canvasElement), 'Setengah');
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expect(nameInput(canvasElement)).toHaveValue('Setengah');
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Tinggalkan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Data Peran' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Role name/ });
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/A role name cannot be only spaces\./));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await waitFor(() => expect(nameInput(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
  },
};
