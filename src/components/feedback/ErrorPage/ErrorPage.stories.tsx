import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: { code: 404 },
  parameters: { router: { initialEntries: ['/404'] } },
  render: (args) => (
    <Routes>
      <Route path="/" element={<p>Halaman beranda</p>} />
      <Route path="*" element={<ErrorPage {...args} />} />
    </Routes>
  ),
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByText(/tidak memiliki izin/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Kembali ke beranda' }));
    // The router renders a navigation in a transition, a task after the click.
    await expect(await canvas.findByText('Halaman beranda')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { code: 500, onRetry: fn() },
  parameters: { router: { initialEntries: ['/500'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terjadi kesalahan pada server' })).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { code: 500, onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong on the server' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  },
};

export const ServerErrorDark: Story = {
  globals: { theme: 'dark' },
  args: { code: 500, onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
