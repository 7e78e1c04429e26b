import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ITEMS } from '../../../../contract/areas';
import type { Item } from '../../../../contract/items';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { routes } from '../../../lib/routes/routes';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { dataRows, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { tableStates } from '../../../lib/testing/table-stories';
import type { Column } from '../../data/DataTable/DataTable';
import { AreaList } from './AreaList';

function Items() {
  const { t } = useTranslation(ITEMS.key);
  const columns: Column<Item>[] = [
    { id: 'name', header: t('fields.name'), cell: (item) => item.name, sortable: true, rowHeader: true },
    { id: 'unit', header: t('fields.unit'), cell: (item) => item.unit },
  ];
  return <AreaList area={ITEMS} columns={columns} />;
}

function Demo({ permissions }: { permissions?: string[] }) {
  return (
    <StoryScreen
      path="/items/data"
      session={storySession('Master', permissions)}
      routes={[{ path: routes.items.data.path, title: 'Data Barang', element: <Items /> }]}
    />
  );
}

/**
 * A plain area's list from its declaration (docs/adding-an-area.md): the list endpoint sorted as
 * declared (items by name), the caption, search and empty words with the area's noun, and the
 * links and row actions each with the permission of its page; only the columns are the area's.
 */
const meta = {
  title: 'Resource kit/AreaList',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/^(Daftar barang|Items)$/);
const states = tableStates(resourceScenarios('items'), 'list', { name: 'Daftar barang', table });

export const Default: Story = {
  play: async () => {
    const list = await table();
    await expect(rowHeaders(list).slice(0, 2)).toEqual(['Air Mineral 600 ml', 'Air Mineral Galon']);
    await expect(page().getByRole('searchbox', { name: 'Cari barang' })).toHaveAttribute('placeholder', 'Nama atau kode');
    await expect(page().getByRole('link', { name: 'Tambah Barang' })).toHaveAttribute('href', '/items/new');
    await expect(page().getByRole('link', { name: 'Log perubahan' })).toHaveAttribute('href', '/items/logs');
    await expect(page().getByRole('link', { name: 'Impor' })).toHaveAttribute('href', '/items/import');
    await expect(within(dataRows(list)[0]!).getByRole('link', { name: 'Ubah Air Mineral 600 ml' })).toHaveAttribute('href', '/items/16/edit');
  },
};

export const ReadOnly: Story = {
  name: 'Only read-items: no links, no row actions',
  args: { permissions: [ITEMS.permission.list] },
  play: async () => {
    const list = await table();
    await expect(page().queryByRole('link', { name: 'Tambah Barang' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Log perubahan' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Impor' })).toBeNull();
    await expect(within(list).queryAllByRole('link')).toEqual([]);
  },
};

export const UpdateOnly: Story = {
  name: 'Reading and updating items: "Impor" without "Tambah Barang"',
  args: { permissions: [ITEMS.permission.list, ITEMS.permission.update] },
  play: async () => {
    await table();
    await expect(page().getByRole('link', { name: 'Impor' })).toHaveAttribute('href', '/items/import');
    await expect(page().queryByRole('link', { name: 'Tambah Barang' })).toBeNull();
  },
};

export const Empty: Story = { ...states.empty('Belum ada barang', 'Barang yang ditambahkan akan tampil di sini.') };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await table();
    await expect(page().getByRole('searchbox', { name: 'Search items' })).toBeVisible();
    await expect(page().getByRole('link', { name: 'New item' })).toHaveAttribute('href', '/items/new');
  },
};
