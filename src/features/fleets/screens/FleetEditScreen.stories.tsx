import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { FLEETS_ROUTES } from '../testing/routes';

function FleetsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={FLEETS_ROUTES} session={storySession(role, permissions)} />;
}

/** /fleets/:fleetId/edit (fleet 2, D 8456 CD, Isuzu Elf NMR 71, 5.000 kg). */
const meta = {
  title: 'Fleets/Screens/Edit fleet',
  component: FleetsStory,
  parameters: { router: false },
  args: { path: '/fleets/2/edit' },
} satisfies Meta<typeof FleetsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir ubah armada|Edit fleet form/ });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async () => {
    await form();
    await expect(field('Nomor polisi')).toHaveValue('D 8456 CD');
    await expect(field('Kapasitas')).toHaveValue('5000');
    await expect(page().getByRole('switch', { name: 'Aktif' })).toBeChecked();
  },
};

export const Deactivated: Story = {
  name: 'Set inactive and saved',
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('switch', { name: 'Aktif' }));
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Perubahan pada D 8456 CD disimpan.')).toBeVisible();
    await expectLocation('/fleets/2/detail');
  },
};

export const VersionConflict: Story = {
  name: 'Version conflict: both versions, input kept',
  play: async () => {
    await form();
    changedElsewhere.fleet(2, { model: 'Isuzu Elf NMR 71 (2024)' });
    await userEvent.clear(field('Model'));
    await userEvent.type(field('Model'), 'Isuzu Elf Long');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(within(notice).getByRole('table')).toHaveTextContent('Isuzu Elf NMR 71 (2024)');
    await expect(field('Model')).toHaveValue('Isuzu Elf Long');
  },
};

export const NotFound: Story = {
  name: 'Unknown id: not found',
  args: { path: '/fleets/999/edit' },
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

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await expect(page().getByRole('textbox', { name: /^Licence plate/ })).toHaveValue('D 8456 CD');
  },
};
