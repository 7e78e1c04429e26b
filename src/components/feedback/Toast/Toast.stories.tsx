import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button/Button';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

const screen = () => within(document.body);

function Demo({ toast, label }: { toast: ToastOptions; label: string }) {
  const api = useToast();
  return (
    <main style={{ padding: 24 }}>
      <Button onClick={() => api.show(toast)}>{label}</Button>
    </main>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => (
    <ToastProvider>
      <Demo label="Simpan" toast={{ tone: 'success', text: 'Pengguna Budi Santoso disimpan.' }} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status', { name: 'Notifikasi' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(region).toHaveTextContent('Pengguna Budi Santoso disimpan.');
    // Focus stays where the user was.
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup notifikasi' }));
    await expect(region).toBeEmptyDOMElement();
  },
};

/** Just under the top bar at the right, clear of a list's last rows and pager (decision 310). */
export const PlacedUnderTheTopBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const toast = canvas.getByText('Pengguna Budi Santoso disimpan.').closest('[data-tone]')!.getBoundingClientRect();
    // The top bar is 56px tall; the toast starts a little below it and ends at the right edge.
    await expect(toast.top).toBeGreaterThanOrEqual(56);
    await expect(toast.top).toBeLessThan(80);
    await expect(document.documentElement.clientWidth - toast.right).toBeLessThanOrEqual(16);
  },
};

export const AutoDismissPausesOnHover: Story = {
  render: () => (
    <ToastProvider>
      <Demo label="Kirim" toast={{ tone: 'info', text: 'Laporan sedang dibuat.', durationMs: 400 }} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status', { name: 'Notifikasi' });
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim' }));
    const text = canvas.getByText('Laporan sedang dibuat.');
    await userEvent.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Still there: the reader's pointer holds it.
    await expect(text).toBeVisible();
    await userEvent.unhover(text);
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};

export const ErrorTone: Story = {
  render: () => (
    <ToastProvider>
      <Demo label="Hapus" toast={{ tone: 'error', title: 'Gagal', text: 'Server tidak dapat dihubungi.' }} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('GagalServer tidak dapat dihubungi.');
  },
};

export const LongContent: Story = {
  render: () => (
    <ToastProvider>
      <Demo
        label="Simpan"
        toast={{ text: `Pelanggan ${'PT Sinar Jaya Abadi Sentosa Makmur Sejahtera Logistik Internasional Indonesia Tbk '.repeat(3)}disimpan.`, durationMs: 0 }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(screen().getAllByRole('button', { name: 'Tutup notifikasi' })).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Notifications' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan' }));
    await expect(within(canvasElement).getByText('Pengguna Budi Santoso disimpan.')).toBeVisible();
  },
};
