import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type Column } from '../../components/data/DataTable/DataTable';
import { FilterBar } from '../../components/data/FilterBar/FilterBar';
import { Pagination } from '../../components/data/Pagination/Pagination';
import { Field } from '../../components/form/Field/Field';
import { Select } from '../../components/form/Select/Select';
import type { ListStateConfig } from './list-state';
import { useListState } from './useListState';

interface Customer {
  id: number;
  name: string;
  city: string;
}
const cities = ['Bekasi', 'Cikarang', 'Jakarta', 'Tangerang'];
const customers: Customer[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `Pelanggan ${String(index + 1).padStart(2, '0')}`,
  city: cities[index % cities.length]!,
}));

const config = {
  sortFields: ['name', 'city'],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { city: { kind: 'enum', values: cities } },
} as const satisfies ListStateConfig;

const columns: Column<Customer>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name, sortable: true, rowHeader: true },
  { id: 'city', header: 'Kota', cell: (row) => row.city, sortable: true },
];

/** What the list endpoint would answer for a query: the screen sends only `apiQuery`. */
function fakeApi(query: string) {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const q = (params.get('q') ?? '').toLowerCase();
  const sort = params.get('sort') ?? 'name';
  const field = sort.replace('-', '') as 'name' | 'city';
  const rows = customers
    .filter((row) => row.name.toLowerCase().includes(q) && (!params.get('city') || row.city === params.get('city')))
    .sort((a, b) => a[field].localeCompare(b[field]) * (sort.startsWith('-') ? -1 : 1) || a.id - b.id);
  return { data: rows.slice((page - 1) * size, page * size), paging: { page, size, totalItems: rows.length, totalPages: Math.ceil(rows.length / size) } };
}

function CustomerList() {
  const list = useListState(config);
  const location = useLocation();
  const navigate = useNavigate();
  const result = useMemo(() => fakeApi(list.apiQuery), [list.apiQuery]);
  return (
    <main style={{ padding: 24 }}>
      <FilterBar search={list.q} onSearchChange={list.setSearch} onReset={list.reset} canReset={list.isFiltered}>
        <Field label="Kota">
          <Select
            options={cities.map((city) => ({ value: city, label: city }))}
            placeholder="Semua kota"
            value={list.filters.city ?? ''}
            onChange={(event) => list.setFilter('city', (event.target.value || undefined) as (typeof cities)[number] | undefined)}
          />
        </Field>
      </FilterBar>
      <DataTable
        caption="Pelanggan"
        columns={columns}
        rows={result.data}
        getRowId={(row) => row.id}
        state="ready"
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <Pagination {...result.paging} onPageChange={list.setPage} onSizeChange={list.setSize} />
      <p>
        <output aria-label="Alamat">{location.search}</output>{' '}
        <button type="button" onClick={() => navigate(-1)}>
          Kembali
        </button>{' '}
        <button type="button" onClick={() => navigate(1)}>
          Maju
        </button>
      </p>
    </main>
  );
}

function App({ start }: { start: string }) {
  const [router] = useState(() => createMemoryRouter([{ path: '/customers', element: <CustomerList /> }], { initialEntries: [start] }));
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Data/List state (pattern)',
  component: App,
  args: { start: '/customers' },
  parameters: { router: false },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Alamat' });
const firstName = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader')[0];
/** After a click that navigates: the router renders the new page in a transition, after the click's own task. */
const shows = (canvasElement: HTMLElement, first: string) => waitFor(() => expect(firstName(canvasElement)).toHaveTextContent(first));
const addressIs = (canvasElement: HTMLElement, search: string | RegExp) => waitFor(() => expect(address(canvasElement)).toHaveTextContent(search));

export const CopiedLinkReopensTheView: Story = {
  args: { start: '/customers?q=pelanggan%203&city=Cikarang&sort=-name&size=25&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toHaveValue('pelanggan 3');
    await expect(canvas.getByRole('combobox', { name: 'Kota' })).toHaveValue('Cikarang');
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('combobox', { name: 'Baris per halaman' })).toHaveValue('25');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Pelanggan 38', 'Pelanggan 34', 'Pelanggan 30']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(firstName(canvasElement)).toHaveTextContent('Pelanggan 01');
  },
};

export const BackAndForward: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(firstName(canvasElement)).toHaveTextContent('Pelanggan 01');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await addressIs(canvasElement, '?page=2');
    await shows(canvasElement, 'Pelanggan 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await shows(canvasElement, 'Pelanggan 21');
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali' }));
    await shows(canvasElement, 'Pelanggan 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Maju' }));
    await shows(canvasElement, 'Pelanggan 21');
    // Sorting starts again at page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Kota' }));
    await addressIs(canvasElement, '?sort=city');
  },
};

export const SearchReplacesHistory: Story = {
  args: { start: '/customers?page=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari' }), '5');
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?q=5'));
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Pelanggan 05', 'Pelanggan 15', 'Pelanggan 25', 'Pelanggan 35', 'Pelanggan 45', 'Pelanggan 50', 'Pelanggan 51', 'Pelanggan 52', 'Pelanggan 53', 'Pelanggan 54']);
    await userEvent.click(canvas.getByRole('button', { name: 'Atur ulang' }));
    await addressIs(canvasElement, /^$/);
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toHaveValue('');
  },
};

export const HostileLink: Story = {
  args: { start: `/customers?page=-1&size=1000&sort=password&city=Mars&q=${'x'.repeat(10_000)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement).textContent).toBe(`?q=${'x'.repeat(100)}`));
    await expect(canvas.getByRole('combobox', { name: 'Baris per halaman' })).toHaveValue('10');
    await expect(canvas.getByRole('combobox', { name: 'Kota' })).toHaveValue('');
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute('aria-sort', 'ascending');
  },
};
