import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { itemStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ITEMS_ROUTES } from '../testing/routes';

function ItemsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={ITEMS_ROUTES} session={storySession(role, permissions)} />;
}

/** /items/new: unit suggestions, weight in kg with a decimal comma, each bad input its message. */
const meta = {
  title: 'Items/Screens/New item',
  component: ItemsStory,
  parameters: { router: false },
  args: { path: '/items/new' },
} satisfies Meta<typeof ItemsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir barang baru|New item form/ });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });
const unit = () => page().getByRole('combobox', { name: /^(Satuan|Unit)/ });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));

export const Default: Story = {
  play: async () => {
    await form();
    await expect(unit()).toBeRequired();
    const options = Array.from(document.querySelectorAll('datalist option')).map((option) => option.getAttribute('value'));
    await expect(options).toEqual(['KG', 'PCS', 'KARUNG', 'DUS', 'LITER']);
  },
};

export const Created: Story = {
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Gula Aren');
    await userEvent.type(field('Kode'), 'gla-01');
    await userEvent.type(unit(), 'kg');
    await userEvent.type(field('Berat per satuan'), '0,5');
    await save();
    await expect(await page().findByText('Barang Gula Aren ditambahkan.')).toBeVisible();
    await expectLocation(`/items/${itemStore.rows.at(-1)!.id}/detail`);
  },
};

const weightMessages: [string, string][] = [
  ['0', 'Berat harus lebih dari 0 kg.'],
  ['-3', 'Berat harus lebih dari 0 kg.'],
  ['1e20', 'Berat maksimal 100.000 kg per satuan.'],
  ['1,2345', 'Berat paling banyak 3 angka di belakang koma (gram).'],
  ['dua kilo', 'Berat harus berupa angka, misalnya 12,5.'],
];

export const BadInput: Story = {
  name: 'Bad input: each field its own message',
  play: async () => {
    await form();
    await userEvent.type(field('Kode'), 'kode dengan spasi');
    await save();
    await expect(await page().findByText('Nama barang wajib diisi.')).toBeVisible();
    await expect(page().getByText('Satuan wajib diisi, misalnya KG atau PCS.')).toBeVisible();
    await expect(page().getByText(/^Kode hanya boleh berisi huruf, angka/)).toBeVisible();
    for (const [input, message] of weightMessages) {
      await userEvent.clear(field('Berat per satuan'));
      await userEvent.type(field('Berat per satuan'), input);
      await expect(await page().findByText(message)).toBeVisible();
    }
  },
};

export const CodeTaken: Story = {
  name: 'Name and code taken (server 409): both at once',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), ' GULA pasir ');
    await userEvent.type(field('Kode'), 'brg-001');
    await userEvent.type(unit(), 'PCS');
    await save();
    await expect(await page().findByText('Kode ini sudah dipakai barang lain.')).toBeVisible();
    await expect(page().getByText(/^Nama barang ini sudah dipakai/)).toBeVisible();
    await expect(field('Nama')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Kode')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await userEvent.type(field('Weight per unit'), 'abc');
    await save();
    await expect(await page().findByText('The weight must be a number, e.g. 12.5.')).toBeVisible();
    await expect(page().getByText("Enter the item's name.")).toBeVisible();
  },
};
