import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { LoadError } from './LoadError';

/** A page's data failed to load. */
const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  parameters: { layout: 'padded' },
  args: { error: new ApiError(500, 'INTERNAL', 'Internal'), onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Terjadi kesalahan saat memuat data.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Network: Story = {
  args: { error: ApiError.network() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
