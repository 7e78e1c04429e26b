import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './Section';

/** A titled part of a page, named by its heading. */
const meta = {
  title: 'Account/Components/Section',
  component: Section,
  parameters: { layout: 'padded' },
  args: { title: 'Aktivitas saya', children: <p>Isi bagian</p> },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Aktivitas saya' })).toHaveTextContent('Isi bagian');
  },
};

export const WithAction: Story = {
  args: { action: <a href="/settings">Ubah di Pengaturan</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ubah di Pengaturan' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Aktivitas saya' })).toBeVisible();
  },
};
