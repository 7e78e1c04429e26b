import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SavedView } from '../../../../contract/views';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { useSavedViews } from '../../../lib/resource/views-api';
import { page } from '../../../lib/testing/story-queries';
import { viewStore } from '../../../mocks/db/views';
import { seededRoleId as roleId, seededUserId as userId, seedViews } from '../../../mocks/scenarios/views';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { Button } from '../../ui/Button/Button';
import ManageViews from './ManageViews';
import { SavedViewDialog } from './SavedViewDialog';


/** Three of the administrator's own views (one shared with the supervisors), and one a supervisor shares with them. */
const SEEDED = () =>
  seedViews([
    { name: 'Kustomer aktif', search: 'status=active' },
    { name: 'Terbaru nonaktif', search: 'status=inactive&sort=-createdAt', roleId: roleId('Spv') },
    { name: 'Gudang barat', search: 'q=barat' },
    { name: 'Pilihan supervisor', owner: 'spv', search: 'sort=-createdAt', roleId: roleId('Master') },
  ]);

/**
 * The dialog as the views menu opens it: the user's own views as the server lists them now, and a
 * view's "Ubah" opening the save dialog over it.
 */
function Views({ onEdit, onClose }: { onEdit?: (view: SavedView) => void; onClose?: () => void }) {
  const views = useSavedViews('customers');
  const own = useMemo(() => (views.data ?? []).filter((view) => view.mine), [views.data]);
  const [managing, setManaging] = useState(true);
  const [editing, setEditing] = useState<SavedView | null>(null);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="secondary" onClick={() => setManaging(true)}>
        Buka lagi
      </Button>
      {managing && views.data && (
        <ManageViews
          listKey="customers"
          views={own}
          onEdit={(view) => {
            setEditing(view);
            onEdit?.(view);
          }}
          onClose={() => {
            setManaging(false);
            onClose?.();
          }}
        />
      )}
      {editing && <SavedViewDialog listKey="customers" view={editing} search={editing.search} onClose={() => setEditing(null)} />}
    </div>
  );
}

function Demo(props: { onEdit?: (view: SavedView) => void; onClose?: () => void }) {
  return (
    <SignedIn session={storySessionOf('Master')}>
      <Views {...props} />
    </SignedIn>
  );
}

/**
 * "Kelola tampilan" (docs/decisions/334-saved-views.md): the user's own views of a list in the
 * menu's order, each moved up or down, renamed or shared through its save dialog, and deleted after
 * asking. Views others share are not theirs to manage and are left out. The menu around it is the
 * SavedViews stories'.
 */
const meta = {
  title: 'Resource kit/ManageViews',
  component: Demo,
  args: { onEdit: fn(), onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const manage = (name = 'Kelola tampilan') => page().findByRole('dialog', { name });
/** Each row's words: the view's name and, when shared, its badge. */
const rows = (box: HTMLElement) => within(box).getAllByRole('listitem').map((item) => item.querySelector('.name')?.textContent);
const storedOrder = () =>
  viewStore.rows
    .filter((view) => view.ownerId === userId('admin'))
    .sort((a, b) => a.position - b.position)
    .map((view) => view.name);
const networkDown = () => HttpResponse.error();

export const Default: Story = {
  name: 'One’s own views in the menu’s order, another’s left out',
  beforeEach: SEEDED,
  play: async () => {
    const box = await manage();
    await expect(box).toHaveAccessibleDescription('Tampilan milik Anda di daftar ini, dalam urutan menu. Tampilan yang dibagikan orang lain hanya dapat dibuka.');
    await expect(rows(box)).toEqual(['Kustomer aktif', 'Terbaru nonaktifDibagikan ke Spv', 'Gudang barat']);
    await expect(within(box).queryByText('Pilihan supervisor')).toBeNull();
    // The ends of the list cannot move further.
    await expect(within(box).getByRole('button', { name: 'Naikkan Kustomer aktif' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(box).getByRole('button', { name: 'Turunkan Kustomer aktif' })).not.toHaveAttribute('aria-disabled');
    await expect(within(box).getByRole('button', { name: 'Turunkan Gudang barat' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(box).getByRole('button', { name: 'Ubah Terbaru nonaktif' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Hapus Terbaru nonaktif' })).toBeVisible();
    // Nothing is changed by opening it: focus starts on the way out.
    await expect(document.activeElement).toHaveTextContent('Tutup');
  },
};

export const Closed: Story = {
  name: 'Closed: the menu is told',
  beforeEach: SEEDED,
  play: async ({ args }) => {
    const box = await manage();
    await userEvent.click(within(box).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Reorder: Story = {
  name: 'Moved up: kept on the server at once',
  beforeEach: SEEDED,
  play: async () => {
    const box = await manage();
    await userEvent.click(within(box).getByRole('button', { name: 'Naikkan Gudang barat' }));
    await waitFor(() => expect(rows(box)).toEqual(['Kustomer aktif', 'Gudang barat', 'Terbaru nonaktifDibagikan ke Spv']));
    await expect(storedOrder()).toEqual(['Kustomer aktif', 'Gudang barat', 'Terbaru nonaktif']);
    await expect(within(box).getByRole('button', { name: 'Turunkan Terbaru nonaktif' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MovedToTheTop: Story = {
  name: 'Moved to the top by keyboard: the focus stays on its button',
  beforeEach: SEEDED,
  play: async () => {
    const box = await manage();
    const up = within(box).getByRole('button', { name: 'Naikkan Terbaru nonaktif' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows(box)).toEqual(['Terbaru nonaktifDibagikan ke Spv', 'Kustomer aktif', 'Gudang barat']));
    // At the top now: unavailable, and still where the keyboard user is.
    await waitFor(() => expect(up).toHaveAttribute('aria-disabled', 'true'));
    await expect(up).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(storedOrder()).toEqual(['Terbaru nonaktif', 'Kustomer aktif', 'Gudang barat']);
  },
};

export const ReorderFails: Story = {
  name: 'Move refused: the reason shown, the order kept',
  beforeEach({ msw }) {
    SEEDED();
    msw.use(http.put('*/api/views/order', networkDown));
  },
  play: async () => {
    const box = await manage();
    await userEvent.click(within(box).getByRole('button', { name: 'Turunkan Kustomer aktif' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.');
    await expect(rows(box)).toEqual(['Kustomer aktif', 'Terbaru nonaktifDibagikan ke Spv', 'Gudang barat']);
    await expect(storedOrder()).toEqual(['Kustomer aktif', 'Terbaru nonaktif', 'Gudang barat']);
  },
};

export const DeleteAfterFailedMove: Story = {
  name: 'Delete after a refused move: the question starts clean, its own refusal shown',
  beforeEach({ msw }) {
    SEEDED();
    msw.use(http.put('*/api/views/order', networkDown), http.delete('*/api/views/:id', networkDown));
  },
  play: async () => {
    const box = await manage();
    await userEvent.click(within(box).getByRole('button', { name: 'Turunkan Kustomer aktif' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.');
    // The move's reason is not the deletion's: the question opens without it.
    await userEvent.click(within(box).getByRole('button', { name: 'Hapus Gudang barat' }));
    const confirm = await page().findByRole('alertdialog', { name: 'Hapus tampilan?' });
    await expect(within(confirm).queryByRole('alert')).toBeNull();
    await expect(confirm).not.toHaveTextContent('Server tidak dapat dihubungi');
    // A refused deletion still says why, in the question.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await expect(within(await manage()).queryByRole('alert')).toBeNull();
    await expect(storedOrder()).toEqual(['Kustomer aktif', 'Terbaru nonaktif', 'Gudang barat']);
  },
};

/** The order's requests seen by the mock server, held until the story lets them through. */
const orderRequests = { count: 0, release: () => {} };
export const MoveWhileSaving: Story = {
  name: 'Moving while a move saves: refused, the focus kept on the pressed button',
  beforeEach({ msw }) {
    SEEDED();
    orderRequests.count = 0;
    const gate = new Promise<void>((resolve) => {
      orderRequests.release = resolve;
    });
    msw.use(
      http.put('*/api/views/order', async () => {
        orderRequests.count += 1;
        await gate;
        return undefined;
      }),
    );
  },
  play: async () => {
    const box = await manage();
    const down = within(box).getByRole('button', { name: 'Turunkan Kustomer aktif' });
    await userEvent.click(down);
    await waitFor(() => expect(orderRequests.count).toBe(1));
    // Every move waits for this one, announced as unavailable; the pressed button keeps the focus.
    for (const name of ['Turunkan Kustomer aktif', 'Naikkan Terbaru nonaktif', 'Turunkan Terbaru nonaktif', 'Naikkan Gudang barat']) {
      await expect(within(box).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(down).toHaveAttribute('aria-busy', 'true');
    await expect(down).toHaveFocus();
    // Pressed again meanwhile, by key or pointer: nothing is sent that was built from the old order.
    await userEvent.keyboard('{Enter}');
    await expect(down).toHaveFocus();
    const up = within(box).getByRole('button', { name: 'Naikkan Gudang barat' });
    await userEvent.click(up);
    orderRequests.release();
    await waitFor(() => expect(rows(box)).toEqual(['Terbaru nonaktifDibagikan ke Spv', 'Kustomer aktif', 'Gudang barat']));
    await expect(orderRequests.count).toBe(1);
    await expect(storedOrder()).toEqual(['Terbaru nonaktif', 'Kustomer aktif', 'Gudang barat']);
    await waitFor(() => expect(down).not.toHaveAttribute('aria-disabled'));
    await expect(down).not.toHaveAttribute('aria-busy');
    await expect(up).not.toHaveAttribute('aria-disabled');
    // Saved: the next move goes from the new order.
    await expect(up).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows(box)).toEqual(['Terbaru nonaktifDibagikan ke Spv', 'Gudang barat', 'Kustomer aktif']));
    await expect(orderRequests.count).toBe(2);
    await expect(storedOrder()).toEqual(['Terbaru nonaktif', 'Gudang barat', 'Kustomer aktif']);
  },
};

export const Rename: Story = {
  name: 'Rename: “Ubah” opens the view’s dialog, the new name listed',
  beforeEach: SEEDED,
  play: async ({ args }) => {
    const box = await manage();
    await userEvent.click(within(box).getByRole('button', { name: 'Ubah Kustomer aktif' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kustomer aktif', search: 'status=active' }));
    const edit = await page().findByRole('dialog', { name: 'Ubah tampilan “Kustomer aktif”' });
    const name = within(edit).getByRole('textbox', { name: /^Nama tampilan/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pelanggan aktif');
    await userEvent.click(within(edit).getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Tampilan “Pelanggan aktif” diperbarui.')).toBeVisible();
    await waitFor(() => expect(rows(box)).toEqual(['Pelanggan aktif', 'Terbaru nonaktifDibagikan ke Spv', 'Gudang barat']));
  },
};

export const Share: Story = {
  name: 'Share: a personal view shared with a role, marked',
  beforeEach: SEEDED,
  play: async () => {
    const box = await manage();
    await userEvent.click(within(box).getByRole('button', { name: 'Ubah Gudang barat' }));
    const edit = await page().findByRole('dialog', { name: 'Ubah tampilan “Gudang barat”' });
    const role = within(edit).getByRole('combobox', { name: 'Bagikan ke peran' });
    await waitFor(() => expect(within(role).getByRole('option', { name: 'Kepala Gudang' })).toBeInTheDocument());
    await userEvent.selectOptions(role, 'Kepala Gudang');
    await userEvent.click(within(edit).getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Tampilan “Gudang barat” diperbarui.')).toBeVisible();
    await waitFor(() => expect(rows(box)).toEqual(['Kustomer aktif', 'Terbaru nonaktifDibagikan ke Spv', 'Gudang baratDibagikan ke Kepala Gudang']));
  },
};

export const Delete: Story = {
  name: 'Delete a shared view: asked first, cancelled, then deleted',
  beforeEach: SEEDED,
  play: async () => {
    await userEvent.click(within(await manage()).getByRole('button', { name: 'Hapus Terbaru nonaktif' }));
    let confirm = await page().findByRole('alertdialog', { name: 'Hapus tampilan?' });
    await expect(confirm).toHaveTextContent('Tampilan “Terbaru nonaktif” akan dihapus. Data di daftar tidak berubah. Pengguna peran Spv juga tidak akan melihatnya lagi.');
    await expect(within(confirm).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    // Cancelled: back to the list, nothing gone.
    await expect(rows(await manage())).toEqual(['Kustomer aktif', 'Terbaru nonaktifDibagikan ke Spv', 'Gudang barat']);
    await userEvent.click(within(await manage()).getByRole('button', { name: 'Hapus Terbaru nonaktif' }));
    confirm = await page().findByRole('alertdialog', { name: 'Hapus tampilan?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(await page().findByText('Tampilan “Terbaru nonaktif” dihapus.')).toBeVisible();
    await waitFor(async () => expect(rows(await manage())).toEqual(['Kustomer aktif', 'Gudang barat']));
    await expect(storedOrder()).toEqual(['Kustomer aktif', 'Gudang barat']);
  },
};

export const DeleteWithRetry: Story = {
  name: 'Delete refused: the reason in the question, tried again',
  beforeEach({ msw }) {
    SEEDED();
    let left = 1;
    msw.use(
      http.delete('*/api/views/:id', () => {
        if (left <= 0) return undefined;
        left -= 1;
        return networkDown();
      }),
    );
  },
  play: async () => {
    await userEvent.click(within(await manage()).getByRole('button', { name: 'Hapus Gudang barat' }));
    const confirm = await page().findByRole('alertdialog', { name: 'Hapus tampilan?' });
    await expect(confirm).not.toHaveTextContent('Pengguna peran');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(await within(confirm).findByText('Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.')).toBeVisible();
    await expect(viewStore.rows.map((view) => view.name)).toContain('Gudang barat');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(await page().findByText('Tampilan “Gudang barat” dihapus.')).toBeVisible();
    await waitFor(async () => expect(rows(await manage())).toEqual(['Kustomer aktif', 'Terbaru nonaktifDibagikan ke Spv']));
  },
};

export const Empty: Story = {
  name: 'Empty: the last view deleted, nothing left to manage',
  beforeEach: () => seedViews([{ name: 'Satu-satunya', search: 'status=active' }]),
  play: async () => {
    await userEvent.click(within(await manage()).getByRole('button', { name: 'Hapus Satu-satunya' }));
    await userEvent.click(within(await page().findByRole('alertdialog', { name: 'Hapus tampilan?' })).getByRole('button', { name: 'Hapus' }));
    const box = await manage();
    await expect(await within(box).findByText('Anda belum punya tampilan di daftar ini.')).toBeVisible();
    await expect(within(box).queryByRole('list')).toBeNull();
  },
};

const LONG_NAME = 'Pelanggan nonaktif sejak tahun lalu di Jawa Barat yang perlu dihubungi';
export const LongContent: Story = {
  name: 'Long names wrap beside their buttons',
  beforeEach: () =>
    seedViews([
      { name: 'Kustomer aktif di Jawa Barat dengan tagihan jatuh tempo minggu ini', search: 'status=active' },
      { name: LONG_NAME, search: 'status=inactive', roleId: roleId('Kepala Gudang') },
    ]),
  play: async () => {
    const box = await manage();
    await expect(within(box).getByRole('button', { name: `Hapus ${LONG_NAME}` })).toBeVisible();
    await expect(within(box).getByText('Dibagikan ke Kepala Gudang')).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: SEEDED, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: SEEDED,
  play: async () => {
    const box = await manage('Manage views');
    await expect(rows(box)).toEqual(['Kustomer aktif', 'Terbaru nonaktifShared with Spv', 'Gudang barat']);
    await expect(within(box).getByRole('button', { name: 'Move Kustomer aktif up' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(box).getByRole('button', { name: 'Delete Terbaru nonaktif' }));
    const confirm = await page().findByRole('alertdialog', { name: 'Delete the view?' });
    await expect(confirm).toHaveTextContent("The view “Terbaru nonaktif” will be deleted. The list's data does not change.");
    await expect(confirm).toHaveTextContent('Users of the role Spv will no longer see it either.');
  },
};
