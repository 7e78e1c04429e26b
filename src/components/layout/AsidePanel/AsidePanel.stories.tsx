import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AsidePanel, type AsidePanelProps } from './AsidePanel';

/** The panel with the top bar's toggle, so opening and closing can be followed. */
function Page(args: AsidePanelProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ minHeight: '100vh', padding: 24 }}>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Panel samping
      </button>
      <AsidePanel
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Layout/AsidePanel',
  component: AsidePanel,
  args: { open: true, onClose: fn() },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof AsidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name = 'Panel samping') =>
  within(within(canvasElement).getByRole('complementary', { name }));

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const aside = panel(canvasElement);
    await expect(aside.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    const agenda = within(aside.getByRole('tabpanel', { name: 'Agenda' }));
    await expect(agenda.getByRole('heading', { name: 'Hari ini' })).toBeVisible();
    await expect(agenda.getByRole('heading', { name: 'Besok' })).toBeVisible();
    await expect(agenda.getByText('Briefing pagi tim gudang')).toBeVisible();
    await expect(agenda.getByText('08:00')).toBeVisible();
    await expect(agenda.getByText('Gudang Cakung')).toBeVisible();
  },
};

export const MessagesTab: Story = {
  play: async ({ canvasElement }) => {
    const aside = panel(canvasElement);
    await userEvent.click(aside.getByRole('tab', { name: 'Pesan' }));
    const messages = within(aside.getByRole('tabpanel', { name: 'Pesan' }));
    await expect(messages.getAllByRole('listitem')).toHaveLength(3);
    await expect(messages.getByText('Rina (Gudang)')).toBeVisible();
    await expect(messages.getByText('Stok semen tinggal 40 karung')).toBeVisible();
    await expect(messages.getByText('10 menit lalu')).toBeVisible();
  },
};

export const SettingsTab: Story = {
  play: async ({ canvasElement }) => {
    const aside = panel(canvasElement);
    await userEvent.click(aside.getByRole('tab', { name: 'Pengaturan' }));
    const settings = within(aside.getByRole('tabpanel', { name: 'Pengaturan' }));
    await expect(settings.getAllByRole('switch')).toHaveLength(4);
    for (const name of ['Notifikasi email', 'Kirim laporan harian', 'Mode ringkas', 'Tampilkan bantuan']) {
      await expect(settings.getByRole('switch', { name })).toBeVisible();
    }
    const compact = settings.getByRole('switch', { name: 'Mode ringkas' });
    await userEvent.click(compact);
    await expect(compact).toBeChecked();
    const bars = settings.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '70', '95', '10']);
    await expect(settings.getByRole('progressbar', { name: 'Memori' })).toHaveAttribute('aria-valuenow', '95');
    // Switching tabs keeps what the user set.
    await userEvent.click(aside.getByRole('tab', { name: 'Agenda' }));
    await userEvent.click(aside.getByRole('tab', { name: 'Pengaturan' }));
    await expect(settings.getByRole('switch', { name: 'Mode ringkas' })).toBeChecked();
  },
};

export const CloseReturnsFocus: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Panel samping' });
    await userEvent.click(toggle);
    const close = await canvas.findByRole('button', { name: 'Tutup panel' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    panel(canvasElement).getByRole('tab', { name: 'Agenda' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
    // Out of the tab order too: the next Tab after the toggle leaves the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Panel samping' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const aside = panel(canvasElement);
    await userEvent.click(aside.getByRole('tab', { name: 'Pengaturan' }));
    await expect(aside.getAllByRole('progressbar')).toHaveLength(4);
  },
};

export const DarkMessages: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const aside = panel(canvasElement);
    await userEvent.click(aside.getByRole('tab', { name: 'Pesan' }));
    await expect(aside.getByText('Agus (Sopir)')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const aside = panel(canvasElement, 'Side panel');
    await expect(aside.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(aside.getByRole('heading', { name: 'Tomorrow' })).toBeVisible();
    await userEvent.click(aside.getByRole('tab', { name: 'Messages' }));
    await expect(aside.getByText('Only 40 sacks of cement left in stock')).toBeVisible();
    await userEvent.click(aside.getByRole('tab', { name: 'Settings' }));
    await expect(aside.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await expect(aside.getByRole('progressbar', { name: 'API quota' })).toHaveAttribute('aria-valuenow', '10');
    await expect(aside.getByRole('button', { name: 'Close panel' })).toBeVisible();
  },
};
