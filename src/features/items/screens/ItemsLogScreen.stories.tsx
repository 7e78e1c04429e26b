import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, loadedTable } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { expectRows, pickRecord, tableStates } from '../../../lib/testing/table-stories';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
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
const states = tableStates(resourceScenarios('items'), 'logs', { name: 'Log perubahan barang', table });

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
    await pickRecord('Barang', 'gula', /Gula Pasir/, '/items/logs?id=3');
    await expectRows(log, 2);
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada perubahan yang tercatat') };

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const log = await table();
    await expect(dataRows(log)[0]).toHaveTextContent('Weight per unit: 50 kg → to 1 kg');
  },
};
