import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { findRole } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { useRolePermissions } from '../api/roles-api';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ROLES_STUBS } from '../testing/stubs';
import { RolePermissionsEditor } from './RolePermissionsEditor';

function Loaded({ roleId, editable }: { roleId: number; editable: boolean }) {
  const { data, mutate } = useRolePermissions(roleId);
  return data ? <RolePermissionsEditor data={data} editable={editable} reload={() => mutate()} /> : <p>…</p>;
}

/** A permission manager narrower than Master. */
const NARROW_MANAGER = ['read-dashboard', 'update-permissions', 'read-roles', 'read-role', 'read-permissions-with-related'];

function Editor({ role, roleId, editable, narrow = false }: { role: SeededRoleName; roleId: number; editable: boolean; narrow?: boolean }) {
  return (
    <StoryScreen stubs={ROLES_STUBS}
      path="/editor"
      session={() => (narrow ? { ...storySessionOf(role), permissions: NARROW_MANAGER } : storySessionOf(role))}
      routes={[{ path: '/editor', title: 'Hak akses', element: <Loaded roleId={roleId} editable={editable} /> }]}
    />
  );
}

/** The matrix with its save and refusals, on GET/PUT /api/roles/:id/permissions. */
const meta = {
  title: 'Roles/Components/RolePermissionsEditor',
  component: Editor,
  parameters: { router: false },
  args: { role: 'Master', roleId: 4, editable: true },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Hak akses peran Admin Surat Jalan' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Pilih semua hak akses Laporan' }));
    await expect(canvas.getByText(/2 perubahan belum disimpan/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan hak akses' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Hak akses peran Admin Surat Jalan disimpan.')).toBeVisible();
    await expect(findRole(4)!.permissions).toContain('download-reports-outgoing-items');
  },
};

export const ReadOnly: Story = {
  args: { role: 'Spv', editable: false },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Hak akses peran Admin Surat Jalan' });
    await expect(within(form).queryByRole('button')).toBeNull();
    await expect(within(form).getByRole('checkbox', { name: 'Melihat daftar kustomer' })).toBeDisabled();
  },
};

/** Master seen by a narrower permission manager: read-only, saying why; nothing to save. */
export const RoleAboveYourOwn: Story = {
  args: { role: 'Master', roleId: 1, editable: true, narrow: true },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Hak akses peran Master' });
    await expect(within(form).getByText(/peran ini memiliki hak akses yang tidak Anda miliki/)).toBeVisible();
    await expect(within(form).queryByRole('button', { name: 'Simpan hak akses' })).toBeNull();
    await expect(within(form).getByRole('checkbox', { name: 'Mengubah hak akses peran' })).toBeDisabled();
    await expect(within(form).getByRole('checkbox', { name: 'Mengubah hak akses peran' })).toBeChecked();
  },
};

/** A role within the narrower manager's own permissions stays editable for them. */
export const RoleWithinYourOwn: Story = {
  args: { role: 'Master', roleId: 6, editable: true, narrow: true },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Hak akses peran Viewer' });
    await expect(within(form).queryByText(/peran ini memiliki hak akses yang tidak Anda miliki/)).toBeNull();
    await expect(within(form).getByRole('checkbox', { name: 'Melihat daftar peran' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Permissions of role Admin Surat Jalan' });
    await expect(within(form).getByRole('button', { name: 'Save permissions' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Hak akses peran Admin Surat Jalan' })).toBeVisible();
  },
};
