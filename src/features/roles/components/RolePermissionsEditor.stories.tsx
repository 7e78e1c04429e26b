import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { findRole } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { useRolePermissions } from '../api/get-role-permissions';
import { StoryScreen } from '../../../lib/testing/StoryScreen';
import { ROLES_STUBS } from '../testing/stubs';
import { RolePermissionsEditor } from './RolePermissionsEditor';

function Loaded({ roleId, editable }: { roleId: number; editable: boolean }) {
  const { data, mutate } = useRolePermissions(roleId);
  return data ? <RolePermissionsEditor data={data} editable={editable} reload={() => mutate()} /> : <p>…</p>;
}

function Editor({ role, roleId, editable }: { role: SeededRoleName; roleId: number; editable: boolean }) {
  return (
    <StoryScreen stubs={ROLES_STUBS}
      path="/editor"
      session={() => storySessionOf(role)}
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
