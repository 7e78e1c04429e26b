import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

/** A link dressed as a button ("Tambah Peran", "Ubah peran"). */
const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  parameters: { layout: 'padded' },
  args: { to: '/roles/new', children: 'Tambah Peran' },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Tambah Peran' })).toHaveAttribute('href', '/roles/new');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', to: '/roles/2/edit', children: 'Ubah peran' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ubah peran' })).toHaveAttribute('data-variant', 'secondary');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Tambah Peran' })).toBeVisible();
  },
};
