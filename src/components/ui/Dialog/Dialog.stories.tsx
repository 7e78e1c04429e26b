import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog, ConfirmDialog, Dialog, type DialogProps } from './Dialog';

/** Dialogs render in the top layer, outside the canvas element: query the whole document. */
const screen = () => within(document.body);

function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Buka dialog</Button>
      <Dialog
        title="Ubah alamat pengiriman"
        description="Alamat baru berlaku untuk DO berikutnya."
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        actions={<Button onClick={() => setOpen(false)}>Simpan</Button>}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: false, title: 'Ubah alamat pengiriman', onClose: fn() },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Buka dialog' });
    await userEvent.click(opener);
    const dialog = screen().getByRole('dialog', { name: 'Ubah alamat pengiriman' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Alamat baru berlaku untuk DO berikutnya.');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Buka dialog' });
    await userEvent.click(opener);
    await userEvent.click(screen().getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: {
    open: true,
    tone: 'info',
    title: 'Perubahan pada DO-000128 untuk PT Sinar Jaya Abadi Logistik Nusantara',
    description:
      'Alamat pengiriman, catatan internal, dan tiga baris barang telah diubah oleh pengguna lain sejak Anda membuka formulir ini. '.repeat(
        4,
      ),
  },
  play: async () => {
    const dialog = screen().getByRole('dialog', { name: /DO-000128/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { open: true, title: 'Change delivery address', description: 'The new address applies to later orders.' },
  play: async () => {
    await expect(screen().getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { open: true, tone: 'success' },
  play: async () => {
    await expect(screen().getByRole('dialog', { name: 'Ubah alamat pengiriman' })).toBeVisible();
  },
};

function AlertDemo({ tone }: { tone: 'success' | 'error' | 'warning' | 'info' }) {
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(0);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Keluar</Button>
      <p>Ditutup {closed} kali</p>
      <AlertDialog
        open={open}
        tone={tone}
        title={tone === 'success' ? 'Berhasil!' : 'Unauthorize!'}
        text={tone === 'success' ? 'Berhasil Logout.' : 'You need to login before accessing this page.'}
        onClose={() => {
          setOpen(false);
          setClosed((count) => count + 1);
        }}
      />
    </div>
  );
}

export const Alert: Story = {
  render: () => <AlertDemo tone="success" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    const alert = screen().getByRole('alertdialog', { name: 'Berhasil!' });
    await expect(alert).toHaveAccessibleDescription('Berhasil Logout.');
    const ok = screen().getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(canvas.getByText('Ditutup 1 kali')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keluar' })).toHaveFocus());
  },
};

export const AlertError: Story = {
  render: () => <AlertDemo tone="error" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keluar' }));
    await expect(screen().getByRole('alertdialog', { name: 'Unauthorize!' })).toHaveAccessibleDescription(
      'You need to login before accessing this page.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByText('Ditutup 1 kali')).toBeVisible();
  },
};

export const AlertDark: Story = {
  globals: { theme: 'dark' },
  render: () => <AlertDemo tone="error" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keluar' }));
    await expect(screen().getByRole('alertdialog', { name: 'Unauthorize!' })).toBeVisible();
  },
};

function ConfirmDemo({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(busy);
  const [result, setResult] = useState('Belum dijawab');
  return (
    <div style={{ padding: 24 }}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Nonaktifkan pengguna
      </Button>
      <p>{result}</p>
      <ConfirmDialog
        open={open}
        tone="danger"
        busy={busy}
        title="Nonaktifkan budi.santoso?"
        text="Pengguna ini tidak dapat masuk lagi dan semua sesinya berakhir."
        confirmLabel="Nonaktifkan"
        onConfirm={() => {
          setOpen(false);
          setResult('Dikonfirmasi');
        }}
        onCancel={() => {
          setOpen(false);
          setResult('Dibatalkan');
        }}
      />
    </div>
  );
}

export const Confirm: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan pengguna' }));
    await expect(screen().getByRole('alertdialog', { name: 'Nonaktifkan budi.santoso?' })).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(screen().getByRole('button', { name: 'Batal' }));
    await expect(canvas.getByText('Dibatalkan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan pengguna' }));
    await userEvent.click(screen().getByRole('button', { name: 'Nonaktifkan' }));
    await expect(canvas.getByText('Dikonfirmasi')).toBeVisible();
  },
};

/** Asked again at once after an answer (an unsaved-changes prompt raised twice in a row). */
function AskAgainDemo() {
  const [open, setOpen] = useState(true);
  const [answers, setAnswers] = useState(0);
  const answer = () => {
    // The close is committed, then the same click opens it again before the browser's queued
    // close event arrives: that stale event must not dismiss the new question.
    flushSync(() => setOpen(false));
    setAnswers((count) => count + 1);
    setOpen(true);
  };
  return (
    <div style={{ padding: 24 }}>
      <p>Dijawab {answers} kali</p>
      <ConfirmDialog open={open} title="Tinggalkan halaman ini?" text="Perubahan belum disimpan." onConfirm={answer} onCancel={answer} />
    </div>
  );
}

export const AskedAgainAtOnce: Story = {
  render: () => <AskAgainDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(screen().getByRole('button', { name: 'Batal' }));
    await expect(within(canvasElement).getByText('Dijawab 1 kali')).toBeInTheDocument();
    // Two tasks later the close event has long been delivered; the dialog is still asking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen().getByRole('alertdialog', { name: 'Tinggalkan halaman ini?' })).toBeVisible();
    await expect(within(canvasElement).getByText('Dijawab 1 kali')).toBeInTheDocument();
  },
};

export const ConfirmBusy: Story = {
  render: () => <ConfirmDemo busy />,
  play: async ({ canvasElement }) => {
    const confirm = screen().getByRole('button', { name: 'Nonaktifkan' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen().getByRole('button', { name: 'Batal' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen().getByRole('alertdialog')).toBeVisible();
    await expect(within(canvasElement).getByText('Belum dijawab')).toBeInTheDocument();
  },
};

export const ConfirmDark: Story = {
  globals: { theme: 'dark' },
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nonaktifkan pengguna' }));
    const dialog = screen().getByRole('alertdialog', { name: 'Nonaktifkan budi.santoso?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Pengguna ini tidak dapat masuk lagi dan semua sesinya berakhir.');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(screen().getByRole('button', { name: 'Batal' })).toHaveFocus();
    await expect(screen().getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  },
};

const longConfirmTitle =
  'Batalkan DO-000128 untuk PT Sinar Jaya Abadi Logistik Nusantara Sejahtera Cabang Cikarang_Kawasan_Industri_Jababeka_Blok_F?';
const longConfirmText =
  'Semua barang yang sudah dialokasikan ke pengiriman S-000045 dikembalikan ke stok gudang, catatan sopir dihapus, dan pelanggan menerima pemberitahuan pembatalan. '.repeat(
    8,
  );

export const ConfirmLongContent: Story = {
  render: () => (
    <ConfirmDialog
      open
      tone="danger"
      title={longConfirmTitle}
      text={longConfirmText}
      confirmLabel="Ya, batalkan DO dan kembalikan semua barang ke stok gudang"
      cancelLabel="Jangan batalkan"
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
  play: async () => {
    const dialog = screen().getByRole('alertdialog', { name: longConfirmTitle });
    await expect(dialog).toBeVisible();
    // The dialog keeps its width and fits the window; long text wraps inside it.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(480);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // Focus starts on the harmless answer, scrolled into view; the other is one Tab away and visible too.
    const cancel = screen().getByRole('button', { name: 'Jangan batalkan' });
    const confirm = screen().getByRole('button', { name: /Ya, batalkan DO/ });
    await expect(cancel).toHaveFocus();
    // It opens at its title (the answers are pinned to its bottom edge, not scrolled to).
    await expect(dialog.scrollTop).toBe(0);
    const title = screen().getByRole('heading', { name: longConfirmTitle });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top);
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    for (const button of [cancel, confirm]) {
      await expect(button).toBeVisible();
      const rect = button.getBoundingClientRect();
      await expect(rect.top).toBeGreaterThanOrEqual(box.top);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ConfirmDialog open title="Cancel DO-000128?" text="Nothing has been allocated yet." onConfirm={fn()} onCancel={fn()} />
  ),
  play: async () => {
    await expect(screen().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(screen().getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};
