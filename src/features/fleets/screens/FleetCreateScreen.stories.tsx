import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fleetStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { FLEETS_ROUTES } from '../testing/routes';

function FleetsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={FLEETS_ROUTES} session={storySession(role, permissions)} />;
}

/** /fleets/new: the plate tidied to `AB 1234 CD`, capacity in whole kg, active by default. */
const meta = {
  title: 'Fleets/Screens/New fleet',
  component: FleetsStory,
  parameters: { router: false },
  args: { path: '/fleets/new' },
} satisfies Meta<typeof FleetsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir armada baru|New fleet form/ });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));

export const Default: Story = {
  play: async () => {
    await form();
    await expect(page().getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await expect(field('Nomor polisi')).toBeRequired();
  },
};

export const PlateTidied: Story = {
  name: 'ab1234cd is saved as AB 1234 CD',
  play: async () => {
    await form();
    await userEvent.type(field('Nomor polisi'), 'ab1234cd');
    await userEvent.tab();
    await expect(field('Nomor polisi')).toHaveValue('AB 1234 CD');
    await userEvent.type(field('Model'), 'Isuzu Giga');
    await save();
    await expect(await page().findByText('Armada AB 1234 CD ditambahkan.')).toBeVisible();
    await expectLocation(`/fleets/${fleetStore.rows.at(-1)!.id}/detail`);
    await expect(fleetStore.rows.at(-1)).toMatchObject({ plate: 'AB 1234 CD', capacityKg: null, active: true });
  },
};

const plates: [string, string][] = [
  ['A 12345 BC', 'Nomor polisi harus berformat AB 1234 CD: 1–2 huruf, 1–4 angka, lalu 1–3 huruf.'],
  ['1234', 'Nomor polisi harus berformat AB 1234 CD: 1–2 huruf, 1–4 angka, lalu 1–3 huruf.'],
];
const capacities: [string, string][] = [
  ['0', 'Kapasitas harus lebih dari 0 kg.'],
  ['-5', 'Kapasitas harus lebih dari 0 kg.'],
  ['2,5', 'Kapasitas harus bilangan bulat (tanpa koma).'],
  ['1e20', 'Kapasitas maksimal 100.000 kg.'],
  ['banyak', 'Kapasitas harus berupa angka bulat dalam kg.'],
];

export const BadInput: Story = {
  name: 'Bad input: each field its own message',
  play: async () => {
    await form();
    await save();
    await expect(await page().findByText('Nomor polisi wajib diisi.')).toBeVisible();
    await expect(page().getByText('Model armada wajib diisi.')).toBeVisible();
    for (const [input, message] of plates) {
      await userEvent.clear(field('Nomor polisi'));
      await userEvent.type(field('Nomor polisi'), input);
      await expect(await page().findByText(message)).toBeVisible();
    }
    for (const [input, message] of capacities) {
      await userEvent.clear(field('Kapasitas'));
      await userEvent.type(field('Kapasitas'), input);
      await expect(await page().findByText(message)).toBeVisible();
    }
  },
};

export const PlateTaken: Story = {
  name: 'Plate taken once tidied (server 409)',
  play: async () => {
    await form();
    await userEvent.type(field('Nomor polisi'), 'd  8123   ab');
    await userEvent.type(field('Model'), 'Truk Lain');
    await save();
    await expect(await page().findByText('Nomor polisi ini sudah terdaftar di armada lain.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await userEvent.type(field('Licence plate'), '1234');
    await save();
    await expect(await page().findByText(/^A licence plate reads AB 1234 CD/)).toBeVisible();
    await expect(page().getByRole('switch', { name: 'Active' })).toBeChecked();
  },
};
