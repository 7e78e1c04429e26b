import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { SEARCH_KINDS, type GlobalSearchResult } from '../../../../contract/search-values';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { apiError } from '../../../mocks/handlers/respond';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { GlobalSearch } from './GlobalSearch';

function CurrentPath() {
  const location = useLocation();
  return <p>Halaman: {location.pathname + location.search}</p>;
}

function Demo({ role = 'Master', onClose }: { role?: SeededRoleName; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <SignedIn session={storySessionOf(role)}>
      <div style={{ padding: 16, minHeight: 640 }}>
        <button type="button" onClick={() => setOpen(true)}>
          Buka pencarian
        </button>
        <CurrentPath />
        <GlobalSearch
          open={open}
          onClose={() => {
            setOpen(false);
            onClose?.();
          }}
        />
      </div>
    </SignedIn>
  );
}

/** "Find anything" (decision 333): the dialog the top bar's search, `/` and Ctrl+K open. */
const meta = {
  title: 'Layout/GlobalSearch',
  component: Demo,
  args: { role: 'Master', onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const field = () => page().getByRole('combobox', { name: 'Cari DO, pengiriman, kustomer, barang, armada atau pengguna' });
const groupNames = (listbox: HTMLElement) => within(listbox).getAllByRole('group').map((group) => group.getAttribute('aria-label'));
const searchAnswer = (result: GlobalSearchResult) => http.get('*/api/search', () => HttpResponse.json({ data: result }));

export const Default: Story = {
  play: async () => {
    const dialog = page().getByRole('dialog', { name: 'Cari apa saja' });
    await expect(field()).toHaveFocus();
    await expect(within(dialog).getByText('↑ ↓ memilih, Enter membuka, Esc menutup.')).toBeVisible();
    await userEvent.type(field(), '001');
    const listbox = await page().findByRole('listbox');
    await expect(groupNames(listbox).slice(0, 2)).toEqual(['DO', 'Pengiriman']);
    await expect(groupNames(listbox)).toContain('Barang');
    // The exact number comes first in its group, and is the active option.
    const first = within(within(listbox).getByRole('group', { name: 'DO' })).getAllByRole('option')[0]!;
    await expect(first).toHaveTextContent('DO-000001');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    await expect(within(within(listbox).getByRole('group', { name: 'Pengiriman' })).getAllByRole('option')[0]).toHaveTextContent('S-000001');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ hasil$/);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/search', async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async () => {
    await userEvent.type(field(), 'jaya');
    await expect(await page().findByText('Mencari…')).toBeVisible();
    await expect(field()).toHaveAttribute('aria-busy', 'true');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  play: async ({ args }) => {
    await userEvent.type(field(), 'zzz tidak ada');
    await expect(await page().findByText('Tidak ada yang cocok dengan “zzz tidak ada”.')).toBeVisible();
    // No record: only the lists that search more than the top bar, searched for the words.
    await expect(page().getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cari “zzz tidak ada” di DONomor, alamat atau kustomer',
      'Cari “zzz tidak ada” di PengirimanNomor, plat nomor atau sopir',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    // Opened again, it starts empty.
    await userEvent.click(page().getByRole('button', { name: 'Buka pencarian' }));
    await expect(field()).toHaveValue('');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/search', () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    await userEvent.type(field(), 'jaya');
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Pencarian gagal. Periksa koneksi, lalu coba lagi.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const OnlySomeKinds: Story = {
  name: 'Only the kinds the user may list',
  args: { role: 'Admin Gudang' },
  play: async () => {
    await userEvent.type(field(), '001');
    const listbox = await page().findByRole('listbox');
    await expect(groupNames(listbox)).toEqual(['DO', 'Pengiriman', 'Barang']);
    await expect(within(listbox).queryByRole('group', { name: 'Kustomer' })).toBeNull();
  },
};

export const ListWhenNoDetail: Story = {
  name: 'Opens the list when the detail is not allowed',
  args: { role: 'Kepala Gudang' },
  play: async () => {
    await userEvent.type(field(), 'sinar jaya');
    const option = await page().findByRole('option', { name: /Toko Sinar Jaya/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('Halaman: /customers/data?q=Toko%20Sinar%20Jaya')).toBeVisible();
  },
};

const LONG = 'Koperasi Serba Usaha Karyawan Perusahaan Daerah Air Minum Tirta Raharja Kabupaten Bandung Barat Sejahtera Bersama';
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      searchAnswer({
        groups: SEARCH_KINDS.map((kind, group) => ({
          kind,
          records: Array.from({ length: 5 }, (_, index) => ({
            id: group * 10 + index + 1,
            label: `${LONG} ${index + 1}`,
            secondary: `Jl. Raya Padalarang–Cisarua Km 12,5 Kompleks Pergudangan Blok C-17 Nomor ${index + 1}, Kabupaten Bandung Barat, Jawa Barat 40553`,
          })),
        })),
      }),
    );
  },
  play: async () => {
    await userEvent.type(field(), 'koperasi');
    await expect(await page().findByText('30 hasil')).toBeVisible();
    const dialog = page().getByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // The active option stays in view as the keys move it down the long list.
    await userEvent.keyboard('{ArrowUp}');
    const last = page().getAllByRole('option').at(-1)!;
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const [box, view] = [last.getBoundingClientRect(), dialog.getBoundingClientRect()];
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
  },
};

export const KeyboardNavigation: Story = {
  play: async () => {
    await userEvent.type(field(), 'bawang');
    await page().findByRole('option', { name: /Bawang Merah/ });
    const options = page().getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Bawang MerahBRG-002 · KG',
      'Bawang PutihBRG-001 · KG',
      'Cari “bawang” di DONomor, alamat atau kustomer',
      'Cari “bawang” di PengirimanNomor, plat nomor atau sopir',
    ]);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // The keys wrap: up from the first option is the last.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('Halaman: /items/1/detail')).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const SearchInLists: Story = {
  name: 'Words: the DO and shipment lists searched for them',
  play: async () => {
    // An address: the top bar finds DOs by number only; the DO list searches addresses.
    await userEvent.type(field(), 'asia afrika');
    const lists = await page().findByRole('group', { name: 'Cari di daftar' });
    const [inOrders] = within(lists).getAllByRole('option');
    await expect(inOrders).toHaveTextContent('Cari “asia afrika” di DONomor, alamat atau kustomer');
    await expect(inOrders).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('Halaman: /delivery-orders/data?q=asia%20afrika')).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = page().getByRole('dialog', { name: 'Find anything' });
    const input = within(dialog).getByRole('combobox', { name: 'Search delivery orders, shipments, customers, items, fleets or users' });
    await userEvent.type(input, '001');
    const listbox = await page().findByRole('listbox');
    await expect(groupNames(listbox).slice(0, 2)).toEqual(['Delivery orders', 'Shipments']);
    await expect(groupNames(listbox)).toContain('Items');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ results$/);
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    await expect(await page().findByText('Nothing matches “zzz”.')).toBeVisible();
  },
};

export const TooShort: Story = {
  name: 'Too short to search',
  play: async () => {
    await userEvent.type(field(), 'ja');
    await expect(await page().findByText('Ketik paling sedikit 3 huruf atau angka, atau nomor DO atau pengiriman.')).toBeVisible();
    await expect(page().queryByRole('option')).toBeNull();
  },
};

const askedTerms: string[] = [];

/** "DO-00" names no DO and is too short to look up: the dialog says to go on, and asks nothing yet. */
export const NumberOnItsWay: Story = {
  name: 'A number on its way: go on typing, then the DOs holding its digits',
  beforeEach({ msw }) {
    askedTerms.length = 0;
    // Notes each term asked, then lets the mock API answer it.
    msw.use(
      http.get('*/api/search', ({ request }) => {
        askedTerms.push(new URL(request.url).searchParams.get('q') ?? '');
        return undefined;
      }),
    );
  },
  play: async () => {
    await userEvent.type(field(), 'DO-00');
    await expect(await page().findByText('Lanjutkan mengetik nomornya, seperti DO-000123 atau S-000045.')).toBeVisible();
    await expect(page().queryByText(/Tidak ada yang cocok/)).toBeNull();
    await expect(page().queryByRole('option')).toBeNull();
    await userEvent.type(field(), '0');
    const listbox = await page().findByRole('listbox');
    await expect(within(within(listbox).getByRole('group', { name: 'DO' })).getAllByRole('option')[0]).toHaveTextContent(/^DO-000\d{3}/);
    await expect(askedTerms).toEqual(['DO-000']);
  },
};
