import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { RecordLoadState } from './RecordLoadState';

/** A record screen before its record is there: loading, not found (404 or a malformed id), failed. */
const meta = {
  title: 'Feedback/RecordLoadState',
  component: RecordLoadState,
  args: { error: undefined, onRetry: fn(), backTo: '/customers/data' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof RecordLoadState>;
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
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data tidak ditemukan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', '/customers/data');
  },
};

export const MalformedId: Story = {
  name: 'Malformed id (never asked the API)',
  args: { invalidId: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data tidak ditemukan')).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const AreaTexts: Story = {
  name: "The area's own texts",
  args: { error: new ApiError(404, 'NOT_FOUND', 'x'), icon: 'users', backTo: '/users/data', area: 'users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pengguna tidak ditemukan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke data pengguna' })).toHaveAttribute('href', '/users/data');
  },
};

export const Failed: Story = {
  args: { error: ApiError.network() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await expect(alert).toHaveTextContent('Server tidak dapat dihubungi');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AreaErrorText: Story = {
  name: "An area's own error message",
  args: { error: new ApiError(422, 'SELF_DEACTIVATION', 'x'), area: 'users' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Data pengguna gagal dimuat');
    await expect(alert).toHaveTextContent('Anda tidak dapat menonaktifkan akun Anda sendiri.');
  },
};

export const Forbidden: Story = {
  name: '403: the skeleton stays while the page goes to /404',
  args: { error: new ApiError(403, 'FORBIDDEN', 'x') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat…');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Dark: Story = { ...NotFound, globals: { theme: 'dark' } };

export const English: Story = {
  args: { error: new ApiError(404, 'NOT_FOUND', 'x') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Record not found')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the list' })).toBeVisible();
  },
};
