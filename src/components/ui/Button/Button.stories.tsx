import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Simpan', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Simpan' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Batal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Batal' })).toBeEnabled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Nonaktifkan' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Menyimpan…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menyimpan…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy for a few frames after a click, as while a form saves. */
function SavesForAWhile() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      onClick={() => {
        setBusy(true);
        setTimeout(() => setBusy(false), 300);
      }}
    >
      {busy ? 'Menyimpan…' : 'Simpan'}
    </Button>
  );
}

export const KeepsFocusThroughBusy: Story = {
  name: 'Keeps the focus through a busy spell',
  render: () => <SavesForAWhile />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A keyboard user: Tab to the button, Enter. (A synthetic click does not focus a button in
    // every Chromium: 150 leaves the focus on the page, 156 moves it to the button.)
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    const button = await canvas.findByRole('button', { name: 'Simpan' });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Simpan' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
