import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictNotice } from './ConflictNotice';

const rows = [
  { field: 'name', label: 'Nama', yours: 'Budi Santoso', current: 'Budi S.' },
  { field: 'email', label: 'Email', yours: 'budi@laju.id', current: 'budi.s@laju.id' },
];

const meta = {
  title: 'Form/ConflictNotice',
  component: ConflictNotice,
  args: { rows, onKeepMine: fn(), onUseCurrent: fn(), changedBy: { name: 'Sari Wulandari', when: '2 menit yang lalu' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Diubah oleh Sari Wulandari, 2 menit yang lalu');
    const table = canvas.getByRole('table');
    const row = within(table).getByRole('row', { name: /Nama/ });
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Budi Santoso', 'Budi S.']);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan isian saya' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(args.onUseCurrent).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { changedBy: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Your input' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save my input' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Nilai terbaru' })).toBeVisible();
  },
};
