import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button/Button';
import { AlertProvider, useAlert, type AlertOptions } from './AlertProvider';

/** The dialog loads lazily with the first alert and renders in the top layer: wait, and query the document. */
const screen = () => within(document.body);

const unauthorized: AlertOptions = {
  title: 'Unauthorize!',
  text: 'You need to login before accessing this page.',
  tone: 'error',
};
const loggedOut: AlertOptions = { title: 'Berhasil!', text: 'Berhasil Logout.', tone: 'success' };

function Demo({ alerts, label }: { alerts: AlertOptions[]; label: string }) {
  const alert = useAlert();
  const [log, setLog] = useState<string[]>([]);
  return (
    <main style={{ padding: 24 }}>
      <Button
        onClick={() => {
          for (const options of alerts) {
            void alert(options).then(() => setLog((lines) => [...lines, `Selesai: ${options.title}`]));
          }
        }}
      >
        {label}
      </Button>
      <ul aria-label="Riwayat">
        {log.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </main>
  );
}

const meta = {
  title: 'Feedback/AlertProvider',
  component: AlertProvider,
  args: { children: null },
  render: () => (
    <AlertProvider>
      <Demo alerts={[loggedOut]} label="Keluar" />
    </AlertProvider>
  ),
} satisfies Meta<typeof AlertProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogoutSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Keluar' });
    await userEvent.click(button);
    const dialog = await screen().findByRole('alertdialog', { name: 'Berhasil!' });
    await expect(dialog).toHaveAccessibleDescription('Berhasil Logout.');
    await expect(canvas.queryByText('Selesai: Berhasil!')).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'OK' }));
    // The promise resolves only after the user answered.
    await expect(await canvas.findByText('Selesai: Berhasil!')).toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Unauthorized: Story = {
  render: () => (
    <AlertProvider>
      <Demo alerts={[unauthorized]} label="Buka halaman terlindungi" />
    </AlertProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buka halaman terlindungi' }));
    await expect(await screen().findByRole('alertdialog', { name: 'Unauthorize!' })).toHaveAccessibleDescription(
      'You need to login before accessing this page.',
    );
    await expect(screen().getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Selesai: Unauthorize!')).toBeVisible();
  },
};

export const Queue: Story = {
  render: () => (
    <AlertProvider>
      <Demo alerts={[unauthorized, loggedOut]} label="Dua peringatan" />
    </AlertProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dua peringatan' }));
    // One at a time, in order.
    await expect(await screen().findByRole('alertdialog', { name: 'Unauthorize!' })).toBeVisible();
    await expect(screen().getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen().getByRole('button', { name: 'OK' }));
    await expect(await screen().findByRole('alertdialog', { name: 'Berhasil!' })).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    const history = within(canvas.getByRole('list', { name: 'Riwayat' })).getAllByRole('listitem');
    await expect(history.map((item) => item.textContent)).toEqual(['Selesai: Unauthorize!', 'Selesai: Berhasil!']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <AlertProvider>
      <Demo alerts={[{ ...unauthorized }]} label="Open protected page" />
    </AlertProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open protected page' }));
    await expect(await screen().findByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keluar' }));
    await expect(await screen().findByRole('alertdialog', { name: 'Berhasil!' })).toBeVisible();
  },
};
