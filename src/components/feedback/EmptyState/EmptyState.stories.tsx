import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from './EmptyState';

const onAdd = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'users',
    title: 'Belum ada pengguna',
    text: 'Tambahkan pengguna pertama, lalu beri mereka peran.',
    action: <Button onClick={onAdd}>Tambah pengguna</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Belum ada pengguna')).toBeVisible();
    await expect(canvas.getByText('Tambahkan pengguna pertama, lalu beri mereka peran.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah pengguna' }));
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};

export const NoMatch: Story = {
  args: { icon: 'info', title: 'Tidak ada yang cocok', text: 'Ubah kata kunci atau saringan, lalu coba lagi.', action: undefined, size: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'No users yet', text: 'Add the first user, then give them a role.', action: <Button>Add user</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add user' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada pengguna')).toBeVisible();
  },
};
