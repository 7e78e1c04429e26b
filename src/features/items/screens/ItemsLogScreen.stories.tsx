import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, loadedTable, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../lib/testing/StoryScreen';
import { ITEMS_ROUTES } from '../testing/routes';

function ItemsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={ITEMS_ROUTES} session={storySession(role, permissions)} />;
}

/** /items/logs: every change to items, filtered, each a readable diff. */
const meta = {
  title: 'Items/Screens/Items change log',
  component: ItemsStory,
  parameters: { router: false },
  args: { path: '/items/logs' },
  beforeEach() {
    changedElsewhere.item(3, { unit: 'KG', weightKg: 1 });
  },
} satisfies Meta<typeof ItemsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Log perubahan barang|Item change log/);

export const Default: Story = {
  play: async () => {
    const log = await table();
    const newest = dataRows(log)[0]!;
    await expect(within(newest).getByRole('link', { name: 'Gula Pasir' })).toHaveAttribute('href', '/items/3/detail');
    await expect(newest).toHaveTextContent('Satuan: KARUNG → menjadi KG');
    await expect(newest).toHaveTextContent('Berat per satuan: 50 kg → menjadi 1 kg');
  },
};

export const FilterByItem: Story = {
  play: async () => {
    const log = await table();
    await userEvent.type(page().getByRole('combobox', { name: 'Barang' }), 'gula');
    await userEvent.click(await page().findByRole('option', { name: /Gula Pasir/ }));
    await expectLocation('/items/logs?id=3');
    await waitFor(() => expect(dataRows(log)).toHaveLength(2));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').empty('logs'));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').slow('logs'));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Log perubahan barang' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').error('logs', 1));
  },
  play: async () => {
    await userEvent.click(within(await page().findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));
    await table();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').forbidden('logs'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const log = await table();
    await expect(dataRows(log)[0]).toHaveTextContent('Weight per unit: 50 kg → to 1 kg');
  },
};
