import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, loadedTable, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { chooseFilter, expectRows, pickRecord, tableStates } from '../../../lib/testing/table-stories';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { FLEETS_ROUTES } from '../testing/routes';

function FleetsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={FLEETS_ROUTES} session={storySession(role, permissions)} />;
}

/** /fleets/logs: every change to fleets, filtered, each a readable diff. */
const meta = {
  title: 'Fleets/Screens/Fleets change log',
  component: FleetsStory,
  parameters: { router: false },
  args: { path: '/fleets/logs' },
  beforeEach() {
    changedElsewhere.fleet(4, { active: false });
  },
} satisfies Meta<typeof FleetsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Log perubahan armada|Fleet change log/);
const states = tableStates(resourceScenarios('fleets'), 'logs', { name: 'Log perubahan armada', table });

export const Default: Story = {
  play: async () => {
    const log = await table();
    const newest = dataRows(log)[0]!;
    await expect(within(newest).getByRole('link', { name: 'D 1834 GH' })).toHaveAttribute('href', '/fleets/4/detail');
    await expect(newest).toHaveTextContent('Status: Aktif → menjadi Nonaktif');
    await expect(page().getByText('1–10 dari 11')).toBeVisible();
  },
};

export const FilterByFleetAndAction: Story = {
  play: async () => {
    const log = await table();
    await chooseFilter('Aksi', 'Dibuat');
    await waitFor(() => expect(page().getByText('1–10 dari 10')).toBeVisible());
    await pickRecord('Armada', 'D 1834', /D 1834 GH/, '/fleets/logs?id=4&action=CREATE');
    await expectRows(log, 1);
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
    await expect(dataRows(log)[0]).toHaveTextContent('Status: Active → to Inactive');
  },
};
