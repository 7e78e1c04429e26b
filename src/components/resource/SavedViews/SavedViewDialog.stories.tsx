import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import type { SavedView } from '../../../../contract/views';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { mockRoles, mockUsers } from '../../../mocks/db/auth';
import { nextTime } from '../../../mocks/db/logs';
import { viewStore } from '../../../mocks/db/views';
import { apiError } from '../../../mocks/handlers/respond';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { Button } from '../../ui/Button/Button';
import { SavedViewDialog } from './SavedViewDialog';

const roleId = (name: SeededRoleName) => mockRoles.find((role) => role.name === name)!.id;
const userId = (username: string) => mockUsers.find((user) => user.username === username)!.id;

/** The administrator's view of the customers, shared with the supervisors, as the views menu hands it to the dialog. */
const SHARED: SavedView = {
  id: 1,
  list: 'customers',
  name: 'Kustomer aktif',
  search: 'status=active',
  sharedWith: { id: roleId('Spv'), name: 'Spv' },
  mine: true,
  createdAt: '2025-06-02T01:00:00.000Z',
  updatedAt: '2025-06-02T01:00:00.000Z',
};
const LONG: SavedView = { ...SHARED, name: 'Kustomer aktif Jawa Barat, tagihan jatuh tempo minggu ini, dihubungi', sharedWith: null };

/** The view in the mock db as its owner saved it, so an edit finds it. */
const seed = (view: SavedView) => () => {
  const now = nextTime();
  viewStore.rows.push({ id: view.id, ownerId: userId('admin'), list: 'customers', name: view.name, search: view.search, roleId: view.sharedWith?.id ?? null, position: 0, createdAt: now, updatedAt: now });
};

interface DemoProps {
  role?: SeededRoleName;
  /** The view to edit; none saves the list's view as a new one. */
  view?: SavedView | null;
  search?: string;
  onClose?: () => void;
}

/** The dialog as the views menu opens it, mounted while open; a button opens it again. */
function Demo({ role = 'Master', view = null, search = 'status=inactive&sort=-createdAt', onClose }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <SignedIn session={storySessionOf(role)}>
      <div style={{ padding: 24 }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Buka lagi
        </Button>
        {open && (
          <SavedViewDialog
            listKey="customers"
            view={view}
            search={search}
            onClose={() => {
              setOpen(false);
              onClose?.();
            }}
          />
        )}
      </div>
    </SignedIn>
  );
}

/**
 * "Simpan tampilan ini" and a view's "Ubah" (docs/decisions/334-saved-views.md): the view's name,
 * checked as the server checks it, and for holders of share-views the role it is shared with. The
 * server's refusals land on the name or under the form. The menu around it is the SavedViews
 * stories'.
 */
const meta = {
  title: 'Resource kit/SavedViewDialog',
  component: Demo,
  args: { onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Simpan tampilan ini') => page().findByRole('dialog', { name });
const nameField = (box: HTMLElement, label: RegExp = /^Nama tampilan/) => within(box).getByRole('textbox', { name: label });
const shareField = (box: HTMLElement, label = 'Bagikan ke peran') => within(box).getByRole('combobox', { name: label });
const save = (box: HTMLElement, label = 'Simpan') => userEvent.click(within(box).getByRole('button', { name: label }));

export const Default: Story = {
  name: 'New view: named, kept personal, saved',
  play: async ({ args }) => {
    const box = await dialog();
    const name = nameField(box);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Teks biasa, paling panjang 60 karakter.');
    await expect(shareField(box)).toHaveDisplayValue('Tidak dibagikan (hanya saya)');
    await userEvent.type(name, 'Nonaktif terbaru');
    await save(box);
    await expect(await page().findByText('Tampilan “Nonaktif terbaru” disimpan.')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(viewStore.rows).toEqual([expect.objectContaining({ name: 'Nonaktif terbaru', search: 'status=inactive&sort=-createdAt', roleId: null })]);
  },
};

export const NameRefused: Story = {
  name: 'Name refused before sending: blank, then too long, then corrected',
  play: async ({ args }) => {
    const box = await dialog();
    const name = nameField(box);
    // Blanks alone are no name: the server trims them away.
    await userEvent.type(name, '   ');
    await save(box);
    await expect(await within(box).findByText('Beri nama tampilan ini.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/^Beri nama tampilan ini\./);
    await userEvent.clear(name);
    await userEvent.type(name, 'Kustomer aktif di Jawa Barat dengan tagihan jatuh tempo minggu ini');
    await save(box);
    await expect(await within(box).findByText('Nama tampilan paling panjang 60 karakter.')).toBeVisible();
    await expect(viewStore.rows).toHaveLength(0);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Kustomer aktif di Jawa Barat');
    await save(box);
    await expect(await page().findByText('Tampilan “Kustomer aktif di Jawa Barat” disimpan.')).toBeVisible();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Cancelled: Story = {
  name: 'Cancelled: nothing saved, opened again empty',
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(nameField(box), 'Setengah jadi');
    await userEvent.click(within(box).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(viewStore.rows).toHaveLength(0);
    await userEvent.click(page().getByRole('button', { name: 'Buka lagi' }));
    await expect(nameField(await dialog())).toHaveValue('');
  },
};

export const Edit: Story = {
  name: 'Edit: the name and role as they are, renamed and made personal',
  args: { view: SHARED, search: SHARED.search },
  beforeEach: seed(SHARED),
  play: async ({ args }) => {
    const box = await dialog('Ubah tampilan “Kustomer aktif”');
    const name = nameField(box);
    await expect(name).toHaveValue('Kustomer aktif');
    // The role shows once the roles' names have arrived.
    await waitFor(() => expect(shareField(box)).toHaveDisplayValue('Spv'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Pelanggan aktif');
    await userEvent.selectOptions(shareField(box), 'Tidak dibagikan (hanya saya)');
    await save(box);
    await expect(await page().findByText('Tampilan “Pelanggan aktif” diperbarui.')).toBeVisible();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(viewStore.rows).toEqual([expect.objectContaining({ name: 'Pelanggan aktif', search: 'status=active', roleId: null })]);
  },
};

export const Saving: Story = {
  name: 'Saving: the form waits, Escape and Batal do not close it',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/views', async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(nameField(box), 'Nonaktif terbaru');
    await save(box);
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-busy', 'true'));
    await expect(within(box).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await expect(within(box).getByRole('button', { name: 'Tutup' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(box).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ShareRefused: Story = {
  name: 'Refused by the server: sharing no longer allowed, the form kept',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/views', () => apiError(403, 'FORBIDDEN', 'Permission missing')));
  },
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(nameField(box), 'Untuk gudang');
    await waitFor(() => expect(within(shareField(box)).getByRole('option', { name: 'Kepala Gudang' })).toBeInTheDocument());
    await userEvent.selectOptions(shareField(box), 'Kepala Gudang');
    await save(box);
    await expect(await within(box).findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk membagikan tampilan ke peran.');
    await expect(nameField(box)).toHaveValue('Untuk gudang');
    await expect(shareField(box)).toHaveDisplayValue('Kepala Gudang');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const WithoutShareViews: Story = {
  name: 'Without share-views: a personal view only',
  args: { role: 'Kepala Gudang' },
  play: async () => {
    const box = await dialog();
    await expect(within(box).queryByRole('combobox')).toBeNull();
    await userEvent.type(nameField(box), 'Toko Bandung');
    await save(box);
    await expect(await page().findByText('Tampilan “Toko Bandung” disimpan.')).toBeVisible();
    await expect(viewStore.rows).toEqual([expect.objectContaining({ name: 'Toko Bandung', ownerId: userId('kepala.gudang'), roleId: null })]);
  },
};

export const LongContent: Story = {
  name: 'Long content: a long name in the title and the field',
  args: { view: LONG, search: LONG.search },
  beforeEach: seed(LONG),
  play: async () => {
    const box = await dialog(`Ubah tampilan “${LONG.name}”`);
    await expect(nameField(box)).toHaveValue(LONG.name);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const box = await dialog();
    await save(box);
    await expect(await within(box).findByText('Beri nama tampilan ini.')).toBeVisible();
  },
};

export const English: Story = {
  name: 'English: the refusals translated',
  globals: { locale: 'en' },
  beforeEach: seed(SHARED),
  play: async ({ args }) => {
    const box = await dialog('Save this view');
    const name = nameField(box, /^View name/);
    await expect(name).toHaveAccessibleDescription('Plain text, at most 60 characters.');
    await expect(shareField(box, 'Share with a role')).toHaveDisplayValue('Not shared (only me)');
    await save(box, 'Save');
    await expect(await within(box).findByText('Give this view a name.')).toBeVisible();
    // A name the user already gave another view of this list, in other letter case: the server refuses it.
    await userEvent.type(name, 'KUSTOMER AKTIF');
    await save(box, 'Save');
    await expect(await within(box).findByText('You already have a view with this name on this list.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
