import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TopProgressBar } from './TopProgressBar';

const meta = {
  title: 'UI/TopProgressBar',
  component: TopProgressBar,
  args: { active: true },
} satisfies Meta<typeof TopProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not shown during the first moments, so quick loads never flash a bar.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat halaman' })).toBeVisible();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

function Navigation() {
  const [active, setActive] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <TopProgressBar active={active} />
      <Button onClick={() => setActive((value) => !value)}>{active ? 'Selesai' : 'Mulai memuat'}</Button>
    </div>
  );
}

export const StartAndFinish: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai memuat' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat halaman' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    // Fades out, then leaves the page.
    await waitFor(() => expect(canvasElement.querySelector('[data-state]')).toBeNull());
  },
};

export const QuickLoadNeverShows: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai memuat' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat halaman' })).toBeVisible();
  },
};
