import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { UserLoadState } from './UserLoadState';

const meta = {
  title: 'Users/Components/UserLoadState',
  component: UserLoadState,
  args: { error: undefined, onRetry: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UserLoadState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const NotFound: Story = {
  args: { error: new ApiError(404, 'NOT_FOUND', 'x') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pengguna tidak ditemukan')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Kembali ke data pengguna' })).toHaveAttribute('href', '/users/data');
  },
};

export const Failed: Story = {
  args: { error: ApiError.network() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Server tidak dapat dihubungi');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { ...NotFound, globals: { theme: 'dark' } };

export const English: Story = {
  args: { error: new ApiError(404, 'NOT_FOUND', 'x') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('User not found')).toBeVisible();
  },
};
