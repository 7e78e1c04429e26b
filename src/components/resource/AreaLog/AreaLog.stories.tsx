import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FLEETS } from '../../../../contract/areas';
import { changedElsewhere, storySession } from '../../../mocks/scenarios/resources';
import { routes } from '../../../lib/routes/routes';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { dataRows, loadedTable, page } from '../../../lib/testing/story-queries';
import { FleetPicker } from '../../pickers/FleetPicker/FleetPicker';
import { AreaLog } from './AreaLog';

function Demo({ permissions }: { permissions?: string[] }) {
  return (
    <StoryScreen
      path="/fleets/logs"
      session={storySession('Master', permissions)}
      routes={[{ path: routes.fleets.logs.path, title: 'Data Log Armada', element: <AreaLog area={FLEETS} picker={FleetPicker} /> }]}
    />
  );
}

/**
 * A plain area's change log from its declaration (docs/adding-an-area.md): the area's log endpoint,
 * caption and record filter worded with its noun, each record linked to its page where the user
 * may open it; only the record picker (and how its values read) is the area's.
 */
const meta = {
  title: 'Resource kit/AreaLog',
  component: Demo,
  parameters: { router: false },
  beforeEach() {
    changedElsewhere.fleet(4, { model: 'Colt Diesel FE 74' });
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/^(Log perubahan armada|Fleet change log)$/);

export const Default: Story = {
  play: async () => {
    const newest = dataRows(await table())[0]!;
    await expect(within(newest).getByRole('link', { name: 'D 1834 GH' })).toHaveAttribute('href', '/fleets/4/detail');
    await expect(newest).toHaveTextContent('Colt Diesel FE 74');
    await expect(page().getByRole('combobox', { name: 'Armada' })).toBeVisible();
  },
};

export const WithoutTheList: Story = {
  name: 'Without read-fleets and read-fleet: no record filter, no links',
  args: { permissions: [FLEETS.permission.logs] },
  play: async () => {
    const newest = dataRows(await table())[0]!;
    await expect(within(newest).queryByRole('link')).toBeNull();
    await expect(page().queryByRole('combobox', { name: 'Armada' })).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await table();
    await expect(page().getByRole('combobox', { name: 'Fleet' })).toBeVisible();
  },
};
