import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addLongRecords, changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page, readText } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ITEMS_ROUTES } from '../testing/routes';

function ItemsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={ITEMS_ROUTES} session={storySession(role, permissions)} />;
}

/** /items/:itemId/detail (item 8, Kecap Manis): fields, Ubah with update-item, the change log. */
const meta = {
  title: 'Items/Screens/Item detail',
  component: ItemsStory,
  parameters: { router: false },
  args: { path: '/items/8/detail' },
} satisfies Meta<typeof ItemsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (term: string) => within(page().getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');

export const Default: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'Kecap Manis' });
    await expect(value('ID')).toHaveTextContent('I0008');
    await expect(value('Berat per satuan')).toHaveTextContent('7,2 kg');
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/items/8/edit');
  },
};

export const ReadableChangeLog: Story = {
  beforeEach() {
    changedElsewhere.item(8, { weightKg: 7.5, code: null });
  },
  play: async () => {
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Diubah')).toBeVisible();
    const changes = within(log).getAllByRole('listitem').map(readText);
    await expect(changes).toContain('Kode: BRG-008 → menjadi kosong');
    await expect(changes).toContain('Berat per satuan: 7,2 kg → menjadi 7,5 kg');
  },
};

export const ReadOnly: Story = {
  name: 'Admin Gudang (no edit)',
  args: { role: 'Admin Gudang' },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'Kecap Manis' });
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Id past the integer range: not found',
  args: { path: '/items/99999999999/detail' },
  play: async () => {
    await expect(await page().findByText('Barang tidak ditemukan')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const LongContent: Story = {
  name: 'Long content, HTML shown as text',
  args: { path: '/items/31/detail' },
  beforeEach() {
    addLongRecords();
  },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: /^Perusahaan Dagang/ });
    await expect(value('Catatan')).toHaveTextContent('<i>miring</i>');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'Kecap Manis' });
    await expect(value('Weight per unit')).toHaveTextContent('7.2 kg');
  },
};
