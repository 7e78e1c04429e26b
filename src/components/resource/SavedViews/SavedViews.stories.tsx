import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { viewStore } from '../../../mocks/db/views';
import { seededRoleId as roleId, seedViews } from '../../../mocks/scenarios/views';
import { apiError } from '../../../mocks/handlers/respond';
import { storySession } from '../../../mocks/scenarios/resources';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { SavedViews } from './SavedViews';

const LIST = {
  sortFields: ['name', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { status: { kind: 'enum', values: ['active', 'inactive'] } },
} as const satisfies ListStateConfig;

/** A small list's state and its views menu, as the list toolbar renders it. */
function Harness() {
  const list = useListState(LIST);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <SavedViews listKey="customers" list={list} />
      <p>
        Status: <output aria-label="Status daftar">{list.filters.status ?? 'semua'}</output>
      </p>
    </div>
  );
}

function Demo({ path = '/customers', role = 'Master' }: { path?: string; role?: SeededRoleName }) {
  return <StoryScreen path={path} session={storySession(role)} routes={[{ path: '/customers', title: 'Kustomer', element: <Harness /> }]} />;
}


const SEEDED = () =>
  seedViews([
    { name: 'Kustomer aktif', search: 'status=active' },
    { name: 'Terbaru nonaktif', search: 'status=inactive&sort=-createdAt', roleId: roleId('Spv') },
    { name: 'Pilihan supervisor', owner: 'spv', search: 'sort=-createdAt', roleId: roleId('Master') },
  ]);

/** Opens the menu, by default once the views have arrived (the menu says it is loading until then). */
const openMenu = async (name = 'Tampilan', { loaded = true } = {}) => {
  await userEvent.click(await page().findByRole('button', { name }));
  const menu = await page().findByRole('menu');
  if (loaded) await waitFor(() => expect(menu).not.toHaveAccessibleName(/^(Memuat tampilan|Loading views)/));
  return menu;
};

/**
 * The list toolbar's "Tampilan" menu (decision 334): the list's saved views, the user's own and
 * those shared with their role marked; "Simpan tampilan ini" with "Bagikan ke peran" for holders of
 * share-views; "Kelola tampilan" to rename, reorder and delete; a notice naming what a view held
 * that the list no longer knows. Shown over a small customers list whose status filter is in the URL.
 */
const meta = {
  title: 'Resource kit/SavedViews',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: SEEDED,
  play: async () => {
    const menu = await openMenu();
    await expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Kustomer aktif',
      'Terbaru nonaktif · dibagikan ke Spv',
      'Pilihan supervisor · dibagikan ke Master',
    ]);
    await userEvent.click(await within(menu).findByRole('menuitemradio', { name: 'Kustomer aktif' }));
    await expectLocation('/customers?status=active');
    await expect(page().getByRole('status', { name: 'Status daftar' })).toHaveTextContent('active');
    const again = await openMenu();
    await expect(await within(again).findByRole('menuitemradio', { name: 'Kustomer aktif' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const SaveAndShare: Story = {
  name: 'Save this view, shared with a role (share-views)',
  beforeEach: SEEDED,
  args: { path: '/customers?status=inactive&sort=-createdAt&page=3' },
  play: async () => {
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Simpan tampilan ini' }));
    const dialog = await page().findByRole('dialog', { name: 'Simpan tampilan ini' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nama tampilan/ }), '  Nonaktif   terbaru ');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Bagikan ke peran' }), 'Kepala Gudang');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Tampilan “Nonaktif terbaru” disimpan.')).toBeVisible();
    const menu = await openMenu();
    await expect(await within(menu).findByRole('menuitemradio', { name: 'Nonaktif terbaru · dibagikan ke Kepala Gudang' })).toHaveAttribute('aria-checked', 'true');
    const saved = viewStore.rows.find((view) => view.name === 'Nonaktif terbaru');
    await expect(saved?.search).toBe('status=inactive&sort=-createdAt');
  },
};

export const WithoutShareViews: Story = {
  name: 'Without share-views: no role to share with',
  args: { role: 'Kepala Gudang' },
  play: async () => {
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Simpan tampilan ini' }));
    const dialog = await page().findByRole('dialog', { name: 'Simpan tampilan ini' });
    await expect(within(dialog).getByRole('textbox', { name: /Nama tampilan/ })).toBeVisible();
    await expect(within(dialog).queryByRole('combobox', { name: 'Bagikan ke peran' })).toBeNull();
  },
};

export const RefusedNames: Story = {
  beforeEach: SEEDED,
  name: 'A blank, marked-up or taken name is refused with its reason',
  play: async () => {
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Simpan tampilan ini' }));
    const dialog = await page().findByRole('dialog', { name: 'Simpan tampilan ini' });
    const name = within(dialog).getByRole('textbox', { name: /Nama tampilan/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expect(await within(dialog).findByText('Beri nama tampilan ini.')).toBeVisible();
    await userEvent.type(name, '<b>Tebal</b>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expect(await within(dialog).findByText(/Nama tampilan berupa teks biasa/)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'KUSTOMER aktif');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await expect(await within(dialog).findByText('Anda sudah punya tampilan dengan nama ini di daftar ini.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(viewStore.rows).toHaveLength(3);
  },
};

export const Manage: Story = {
  beforeEach: SEEDED,
  name: 'Rename, reorder and delete one’s own views',
  play: async () => {
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Kelola tampilan' }));
    const dialog = await page().findByRole('dialog', { name: 'Kelola tampilan' });
    await expect(within(dialog).queryByText('Pilihan supervisor')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Naikkan Kustomer aktif' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turunkan Kustomer aktif' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Terbaru nonaktifDibagikan ke Spv', 'Kustomer aktif']));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah Kustomer aktif' }));
    const edit = await page().findByRole('dialog', { name: 'Ubah tampilan “Kustomer aktif”' });
    const name = within(edit).getByRole('textbox', { name: /Nama tampilan/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pelanggan aktif');
    await userEvent.click(within(edit).getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Tampilan “Pelanggan aktif” diperbarui.')).toBeVisible();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Hapus Terbaru nonaktif' }));
    const confirm = await page().findByRole('alertdialog', { name: 'Hapus tampilan?' });
    await expect(confirm).toHaveTextContent('Pengguna peran Spv juga tidak akan melihatnya lagi.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await expect(await page().findByText('Tampilan “Terbaru nonaktif” dihapus.')).toBeVisible();
    await expect(viewStore.rows.map((view) => view.name)).toEqual(['Pelanggan aktif', 'Pilihan supervisor']);
  },
};

export const UnknownFilter: Story = {
  name: 'A view holding a filter the list no longer knows opens without it, with a notice',
  beforeEach: () => seedViews([{ name: 'Gudang timur aktif', search: 'warehouse=3&status=active&sort=-weight' }]),
  play: async () => {
    await userEvent.click(await within(await openMenu()).findByRole('menuitemradio', { name: 'Gudang timur aktif' }));
    await expectLocation('/customers?status=active');
    const notice = await page().findByText('Sebagian tampilan “Gudang timur aktif” tidak dikenal lagi oleh daftar ini dan diabaikan: warehouse, sort.');
    await expect(notice).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Tutup pemberitahuan' }));
    await expect(page().queryByText(/tidak dikenal lagi/)).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    SEEDED();
    msw.use(
      http.get('*/api/views', async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async () => {
    const menu = await openMenu('Tampilan', { loaded: false });
    await expect(menu).toHaveAccessibleName('Memuat tampilan…');
    await expect(await within(menu).findByRole('menuitem', { name: 'Simpan tampilan ini' })).toBeVisible();
  },
};

export const Empty: Story = {
  play: async () => {
    const menu = await openMenu();
    await expect(menu).toHaveAccessibleName('Belum ada tampilan tersimpan');
    await expect(within(menu).queryByRole('menuitemradio')).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: 'Kelola tampilan' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    SEEDED();
    let left = 1;
    msw.use(
      http.get('*/api/views', () => {
        if (left <= 0) return undefined;
        left -= 1;
        return apiError(500, 'INTERNAL', 'Internal server error');
      }),
    );
  },
  play: async () => {
    const menu = await openMenu();
    await waitFor(() => expect(menu).toHaveAccessibleName('Tampilan tidak dapat dimuat.'));
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Coba lagi' }));
    const again = await openMenu();
    const first = await within(again).findByRole('menuitemradio', { name: 'Kustomer aktif' });
    await expect(first).toBeVisible();
    // Whether the views arrived before or after the menu opened, focus is on the first of them.
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const Forbidden: Story = {
  name: 'A list the user may not read: no views menu',
  args: { role: 'Admin Gudang' },
  beforeEach: SEEDED,
  play: async () => {
    await expect(await page().findByRole('status', { name: 'Status daftar' })).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Tampilan' })).toBeNull();
  },
};

export const LongContent: Story = {
  name: 'Long names',
  beforeEach: () =>
    seedViews([
      { name: 'Kustomer aktif di Jawa Barat dengan tagihan jatuh tempo minggu ini', search: 'status=active' },
      { name: 'Pelanggan nonaktif sejak tahun lalu yang perlu dihubungi lagi', search: 'status=inactive', roleId: roleId('Kepala Gudang') },
    ]),
  play: async () => {
    const menu = await openMenu();
    await expect(await within(menu).findByRole('menuitemradio', { name: /sejak tahun lalu yang perlu dihubungi lagi · dibagikan ke Kepala Gudang/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'Kelola tampilan' }));
    await expect(await page().findByRole('button', { name: 'Hapus Pelanggan nonaktif sejak tahun lalu yang perlu dihubungi lagi' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: SEEDED, play: Default.play };

export const English: Story = {
  beforeEach: SEEDED,
  globals: { locale: 'en' },
  play: async () => {
    const menu = await openMenu('Views');
    await expect(await within(menu).findByRole('menuitemradio', { name: 'Terbaru nonaktif · shared with Spv' })).toBeVisible();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Save this view' }));
    const dialog = await page().findByRole('dialog', { name: 'Save this view' });
    await expect(within(dialog).getByRole('combobox', { name: 'Share with a role' })).toBeVisible();
  },
};
