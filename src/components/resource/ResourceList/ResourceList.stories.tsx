import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useList } from '../../../lib/resource/api';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { dataRows, expectLocation, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import type { Column } from '../../data/DataTable/DataTable';
import { ResourceList } from './ResourceList';

const LIST = { sortFields: ['name'], defaultSort: { field: 'name', direction: 'asc' } } as const satisfies ListStateConfig;
const COLUMNS: Column<Customer>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name, sortable: true, rowHeader: true },
  { id: 'phone', header: 'Telepon', cell: (row) => row.phone ?? '—' },
];
const detail = (row: { id: number }) => `/things/${row.id}/detail`;
const edit = (row: { id: number }) => `/things/${row.id}/edit`;

function Things({ actions, more }: { actions: boolean; more?: boolean }) {
  const list = useListState(LIST);
  const answer = useList<Customer>(CUSTOMERS.api, list.apiQuery);
  const [archived, setArchived] = useState('');
  const archive = useCallback((row: Customer) => [{ id: 'archive', label: 'Arsipkan', tone: 'danger' as const, onSelect: () => setArchived(row.name) }], []);
  return (
    <ResourceList
      list={list}
      answer={answer}
      columns={COLUMNS}
      getRowLabel={(row) => row.name}
      caption="Daftar contoh"
      searchLabel="Cari contoh"
      emptyTitle="Belum ada contoh"
      emptyText="Contoh yang ditambahkan tampil di sini."
      links={actions ? [{ to: '/things/logs', label: 'Log perubahan' }, { to: '/things/new', label: 'Tambah contoh', primary: true }] : []}
      detailPath={actions ? detail : undefined}
      editPath={actions ? edit : undefined}
      moreActions={more ? archive : undefined}
    >
      {archived && <p role="status">Diarsipkan: {archived}</p>}
    </ResourceList>
  );
}

function Demo({ path = '/things', actions = true, more = false }: { path?: string; actions?: boolean; more?: boolean }) {
  return <StoryScreen path={path} session={storySession()} routes={[{ path: '/things', title: 'Contoh', element: <Things actions={actions} more={more} /> }]} />;
}

/**
 * The list screen every resource area composes (decision 170): URL-synced search, sort, page and
 * size; skeleton, empty, no match, error with retry; links and row actions only as given (the
 * area passes what the user's permissions allow); a 403 goes to /404, a page past the end to the last.
 * Shown here over the customers endpoint with two columns.
 */
const meta = { title: 'Resource kit/ResourceList', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenarios = resourceScenarios('customers');

export const Default: Story = {
  play: async () => {
    const table = await loadedTable('Daftar contoh');
    await expect(dataRows(table)).toHaveLength(10);
    await expect(within(dataRows(table)[0]!).getByRole('link', { name: 'Ubah CV Maju Bersama' })).toHaveAttribute('href', '/things/2/edit');
    await expect(page().getByRole('link', { name: 'Tambah contoh' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Nama' }));
    await expectLocation('/things?sort=-name');
  },
};

export const WithoutActions: Story = {
  name: 'No permissions beyond reading: no links, no actions column',
  args: { actions: false },
  play: async () => {
    const table = await loadedTable('Daftar contoh');
    await expect(within(table).queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Tambah contoh' })).toBeNull();
  },
};

export const MoreActions: Story = {
  name: 'Further row actions (deactivate, cancel…) beside Detail and Ubah',
  args: { more: true },
  play: async () => {
    const table = await loadedTable('Daftar contoh');
    await userEvent.click(within(dataRows(table)[0]!).getByRole('button', { name: 'Arsipkan CV Maju Bersama' }));
    await expect(await page().findByText('Diarsipkan: CV Maju Bersama')).toBeVisible();
  },
};

export const PastTheEnd: Story = {
  args: { path: '/things?page=7&size=25' },
  play: async () => {
    await expectLocation('/things?size=25&page=2');
    await expect(await page().findByText('26–30 dari 30')).toBeVisible();
  },
};

/** Set by PagerWithTheRows' observer: the pager was in the page while the placeholders still were. */
let pagerOverPlaceholders = false;

export const PagerWithTheRows: Story = {
  name: 'The pager appears with the rows, never under the placeholders (nothing moves, decision 263)',
  beforeEach() {
    pagerOverPlaceholders = false;
    const observer = new MutationObserver(() => {
      const pager = document.querySelector('nav[aria-label="Navigasi halaman"]');
      if (pager && document.querySelector('tr[data-placeholder]')) pagerOverPlaceholders = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  },
  play: async () => {
    const table = await loadedTable('Daftar contoh');
    await expect(dataRows(table)).toHaveLength(10);
    await expect(page().getByRole('navigation', { name: 'Navigasi halaman' })).toBeVisible();
    await expect(pagerOverPlaceholders).toBe(false);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('list'));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Daftar contoh' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.empty('list'));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada contoh')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { path: '/things?q=zzzz' },
  play: async () => {
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Atur ulang' }));
    await expectLocation('/things');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...scenarios.error('list', 1));
  },
  play: async () => {
    await userEvent.click(within(await page().findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));
    await expect(rowHeaders(await loadedTable('Daftar contoh'))[0]).toBe('CV Maju Bersama');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...scenarios.forbidden('list'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

/**
 * A phone: each record reads as a card (its name, then its fields labelled) with one actions menu,
 * and nothing scrolls sideways; every area's list gets this from here.
 */
export const PhoneRows: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { more: true },
  play: async () => {
    const table = await loadedTable('Daftar contoh');
    const first = within(dataRows(table)[0]!);
    await expect(first.getByRole('rowheader', { name: 'CV Maju Bersama' })).toBeVisible();
    await expect(first.queryByRole('link', { name: 'Ubah CV Maju Bersama' })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: 'Aksi untuk CV Maju Bersama' }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Detail', 'Ubah', 'Arsipkan']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Arsipkan' }));
    await expect(await page().findByText('Diarsipkan: CV Maju Bersama')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth + 1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const table = await loadedTable('Daftar contoh');
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(within(dataRows(table)[0]!).getByRole('link', { name: 'Edit CV Maju Bersama' })).toBeVisible();
  },
};
