import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addLongRecords, changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page, readText } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { FLEETS_ROUTES } from '../testing/routes';

function FleetsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={FLEETS_ROUTES} session={storySession(role, permissions)} />;
}

/** /fleets/:fleetId/detail (fleet 9, D 9369 QR, inactive): fields, Ubah, the change log. */
const meta = {
  title: 'Fleets/Screens/Fleet detail',
  component: FleetsStory,
  parameters: { router: false },
  args: { path: '/fleets/9/detail' },
} satisfies Meta<typeof FleetsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (term: string) => within(page().getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');

export const Default: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'D 9369 QR' });
    await expect(value('ID')).toHaveTextContent('F0009');
    await expect(value('Kapasitas')).toHaveTextContent('15.000 kg');
    await expect(value('Status')).toHaveTextContent('Nonaktif');
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/fleets/9/edit');
  },
};

export const ReadableChangeLog: Story = {
  beforeEach() {
    changedElsewhere.fleet(9, { active: true, capacityKg: 14000 });
  },
  play: async () => {
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Diubah')).toBeVisible();
    const changes = within(log).getAllByRole('listitem').map(readText);
    await expect(changes).toContain('Kapasitas: 15.000 kg → menjadi 14.000 kg');
    await expect(changes).toContain('Status: Nonaktif → menjadi Aktif');
  },
};

export const NotFound: Story = {
  name: 'Malformed id (0): not found',
  args: { path: '/fleets/0/detail' },
  play: async () => {
    await expect(await page().findByText('Armada tidak ditemukan')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const LongContent: Story = {
  args: { path: '/fleets/11/detail' },
  beforeEach() {
    addLongRecords();
  },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'AB 1234 CDE' });
    await expect(value('Model')).toHaveTextContent(/^Perusahaan Dagang/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'D 9369 QR' });
    await expect(value('Status')).toHaveTextContent('Inactive');
    await expect(value('Capacity')).toHaveTextContent('15,000 kg');
  },
};
