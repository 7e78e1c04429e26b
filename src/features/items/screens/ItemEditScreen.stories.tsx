import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ITEMS_ROUTES } from '../testing/routes';

function ItemsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={ITEMS_ROUTES} session={storySession(role, permissions)} />;
}

/** /items/:itemId/edit (item 8, Kecap Manis, 7,2 kg per DUS). */
const meta = {
  title: 'Items/Screens/Edit item',
  component: ItemsStory,
  parameters: { router: false },
  args: { path: '/items/8/edit' },
} satisfies Meta<typeof ItemsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir ubah barang|Edit item form/ });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async () => {
    await form();
    await expect(field('Nama')).toHaveValue('Kecap Manis');
    await expect(field('Kode')).toHaveValue('BRG-008');
    await expect(field('Berat per satuan')).toHaveValue('7.2');
  },
};

export const VersionConflict: Story = {
  name: 'Version conflict: both versions, input kept',
  play: async () => {
    await form();
    changedElsewhere.item(8, { weightKg: 7.5 });
    await userEvent.clear(field('Berat per satuan'));
    await userEvent.type(field('Berat per satuan'), '7,25');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(within(notice).getByRole('table')).toHaveTextContent('Berat per satuan7.257.5');
    await userEvent.click(within(notice).getByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(field('Berat per satuan')).toHaveValue('7.5');
  },
};

export const ConflictOnlyTheirChanges: Story = {
  name: 'Version conflict: only what the other person changed is listed',
  play: async () => {
    await form();
    changedElsewhere.item(8, { weightKg: 7.5 });
    await userEvent.clear(field('Nama'));
    await userEvent.type(field('Nama'), 'Kecap Manis Sedang');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    const rows = within(within(notice).getByRole('table')).getAllByRole('row');
    await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Isian', 'Berat per satuan']);
    await expect(within(notice).queryByRole('rowheader', { name: 'Nama' })).toBeNull();
    await expect(field('Nama')).toHaveValue('Kecap Manis Sedang');
  },
};

export const NotFound: Story = {
  name: 'Malformed id (-1): not found',
  args: { path: '/items/-1/edit' },
  play: async () => {
    await expect(await page().findByText('Barang tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data barang' })).toBeVisible();
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

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await expect(page().getByRole('textbox', { name: /^Weight per unit/ })).toHaveValue('7.2');
  },
};
