import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, loadedTable, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../lib/testing/StoryScreen';
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
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Aksi' }), 'Dibuat');
    await waitFor(() => expect(page().getByText('1–10 dari 10')).toBeVisible());
    await userEvent.type(page().getByRole('combobox', { name: 'Armada' }), 'D 1834');
    await userEvent.click(await page().findByRole('option', { name: /D 1834 GH/ }));
    await expectLocation('/fleets/logs?id=4&action=CREATE');
    await waitFor(() => expect(dataRows(log)).toHaveLength(1));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').empty('logs'));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').slow('logs'));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Log perubahan armada' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').error('logs', 1));
  },
  play: async () => {
    await userEvent.click(within(await page().findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));
    await table();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').forbidden('logs'));
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
    await expect(dataRows(log)[0]).toHaveTextContent('Status: Active → to Inactive');
  },
};
