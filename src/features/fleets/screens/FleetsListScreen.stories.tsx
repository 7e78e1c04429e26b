import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addLongRecords, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { chooseFilter, expectRows, searchFor, tableStates } from '../../../lib/testing/table-stories';
import { FLEETS_ROUTES } from '../testing/routes';

function FleetsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={FLEETS_ROUTES} session={storySession(role, permissions)} />;
}

/** /fleets/data against the MSW fleets API (10 demo fleets, one inactive): status filter, search, sort. */
const meta = {
  title: 'Fleets/Screens/Fleets list',
  component: FleetsStory,
  parameters: { router: false },
  args: { path: '/fleets/data' },
} satisfies Meta<typeof FleetsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Daftar armada|Fleets/);
const states = tableStates(resourceScenarios('fleets'), 'list', { name: 'Daftar armada', table });

export const Default: Story = {
  play: async () => {
    const list = await table();
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pilih', 'Nomor polisi', 'Model', 'Kapasitas', 'Status', 'Aksi']);
    await expect(rowHeaders(list).slice(0, 3)).toEqual(['B 9631 KL', 'D 1147 ST', 'D 1470 MN']);
    await expect(dataRows(list)[0]).toHaveTextContent('6.000 kg');
    await expect(page().getByText('1–10 dari 10')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Tambah Armada' })).toHaveAttribute('href', '/fleets/new');
  },
};

export const StatusSearchAndSort: Story = {
  play: async () => {
    const list = await table();
    await chooseFilter('Status', 'Nonaktif', '/fleets/data?status=inactive');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['D 9369 QR']));
    await expect(dataRows(list)[0]).toHaveTextContent('Nonaktif');
    await chooseFilter('Status', 'Aktif');
    await expectRows(list, 9);
    await userEvent.click(within(list).getByRole('button', { name: 'Kapasitas' }));
    await expectLocation('/fleets/data?status=active&sort=capacityKg');
    await waitFor(() => expect(rowHeaders(list)[0]).toBe('D 1834 GH'));
    await searchFor('Cari armada', 'isuzu');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['D 8258 OP', 'D 8456 CD']));
  },
};

export const ReadOnly: Story = {
  name: 'Admin Gudang (read only)',
  args: { role: 'Admin Gudang' },
  play: async () => {
    const list = await table();
    await expect(page().queryByRole('link', { name: 'Tambah Armada' })).toBeNull();
    await expect(within(dataRows(list)[0]!).queryByRole('link', { name: /^Ubah / })).toBeNull();
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada armada') };

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const LongContent: Story = {
  args: { path: '/fleets/data?q=Perusahaan' },
  beforeEach() {
    addLongRecords();
  },
  play: async () => {
    const list = await table();
    await expect(dataRows(list)[0]).toHaveTextContent('100.000 kg');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await table();
    await expect(within(list).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Choose', 'Licence plate', 'Model', 'Capacity', 'Status', 'Actions']);
    await expect(dataRows(list)[0]).toHaveTextContent('Active');
  },
};
