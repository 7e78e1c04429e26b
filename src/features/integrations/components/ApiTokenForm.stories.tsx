import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { findRole } from '../../../mocks/db/auth';
import { apiError } from '../../../mocks/handlers/respond';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { ApiTokenForm } from './ApiTokenForm';

/** The form as the screen opens it; what it created (never the token itself) or that it closed is printed. */
function Host() {
  const [result, setResult] = useState<string | null>(null);
  if (result) return <p>{result}</p>;
  return <ApiTokenForm onCreated={(created) => setResult(`Dibuat: ${created.data.name}, ${created.data.role.name}`)} onClose={() => setResult('Ditutup')} />;
}

/** `own`: the user's permissions are those of another role (a user who holds fewer than Master). */
function Form({ own }: { own?: string }) {
  return (
    <StoryScreen
      path="/settings/api-tokens"
      session={() => {
        const session = storySessionOf('Master');
        const role = own === undefined ? undefined : findRole(storySessionOf(own as 'Spv').roleId);
        return role ? { ...session, permissions: [...role.permissions] } : session;
      }}
      routes={[{ path: '/settings/api-tokens', title: 'Token API', element: <Host /> }]}
    />
  );
}

/**
 * "Buat token" (POST /api/api-tokens): name, a role from the roles list and how long the token
 * lives, with the contract's checks in the browser, the server's refusal of a role above the
 * user's own at the role, and the roles that certainly exceed the user's own marked and disabled.
 */
const meta = {
  title: 'Integrations/Components/ApiTokenForm',
  component: Form,
  parameters: { router: false },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Buat token API') => within(await page().findByRole('dialog', { name }));
type Scope = Awaited<ReturnType<typeof dialog>>;
const nameBox = (form: Scope) => form.getByRole('textbox', { name: /^Nama/ });
const roleBox = (form: Scope) => form.getByRole('combobox', { name: /^Peran/ });
const rolesLoaded = (form: Scope) => waitFor(() => expect(form.getByRole('option', { name: 'Viewer' })).toBeInTheDocument());

export const Create: Story = {
  name: 'Create: 90 days by default, the roles by name',
  play: async () => {
    const form = await dialog();
    await expect(nameBox(form)).toHaveFocus();
    await expect(form.getByRole('combobox', { name: /^Berlaku selama/ })).toHaveDisplayValue('90 hari');
    await expect(within(form.getByRole('combobox', { name: /^Berlaku selama/ })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '7 hari',
      '30 hari',
      '90 hari',
      '365 hari',
    ]);
    await rolesLoaded(form);
    await userEvent.type(nameBox(form), 'Toko daring');
    await userEvent.selectOptions(roleBox(form), 'Admin Surat Jalan');
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    await expect(await page().findByText('Dibuat: Toko daring, Admin Surat Jalan')).toBeVisible();
  },
};

export const FieldErrors: Story = {
  name: 'Field errors: no name, no role, then marked-up text; the typing stays',
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    await waitFor(() => expect(nameBox(form)).toHaveAccessibleDescription(/^Wajib diisi\./));
    await expect(roleBox(form)).toHaveAccessibleDescription(/^Pilih peran\./);
    await userEvent.type(nameBox(form), '<b>Toko</b>');
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    await waitFor(() => expect(nameBox(form)).toHaveAccessibleDescription(/^Nama berupa teks biasa: tanpa < atau >/));
    await expect(nameBox(form)).toHaveValue('<b>Toko</b>');
  },
};

export const RoleRefused: Story = {
  name: 'Refused role: the server’s 422 at the role',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/api-tokens', () => apiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have')));
  },
  play: async () => {
    const form = await dialog();
    await rolesLoaded(form);
    await userEvent.type(nameBox(form), 'Akuntansi');
    await userEvent.selectOptions(roleBox(form), 'Spv');
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    await waitFor(() => expect(roleBox(form)).toHaveAccessibleDescription(/^Peran ini memiliki izin yang tidak Anda miliki/));
    await expect(nameBox(form)).toHaveValue('Akuntansi');
    await expect(roleBox(form)).toHaveDisplayValue('Spv');
  },
};

export const MarkedRoles: Story = {
  name: 'A user with fewer permissions: the roles above theirs marked and disabled',
  args: { own: 'Admin Gudang' },
  play: async () => {
    const form = await dialog();
    await rolesLoaded(form);
    await expect(form.getByRole('option', { name: 'Master (izinnya melebihi izin Anda)' })).toBeDisabled();
    await expect(form.getByRole('option', { name: 'Admin Gudang' })).toBeEnabled();
    await expect(form.getByRole('option', { name: 'Viewer' })).toBeEnabled();
  },
};

export const RolesLoadError: Story = {
  name: 'The roles fail to load: said at the role',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/roles', () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    const form = await dialog();
    await waitFor(() => expect(roleBox(form)).toHaveAccessibleDescription(/^Daftar peran gagal dimuat/));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Buat token' }));
    await waitFor(() => expect(nameBox(form)).toHaveAccessibleDescription(/^Wajib diisi\./));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const form = await dialog('Create an API token');
    await expect(form.getByRole('combobox', { name: /^Valid for/ })).toHaveDisplayValue('90 days');
    await expect(form.getByRole('combobox', { name: /^Role/ })).toHaveAccessibleDescription(/never with permissions you do not hold/);
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
