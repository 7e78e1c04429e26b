import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserStatusBadge } from './UserStatusBadge';

const meta = {
  title: 'Users/Components/UserStatusBadge',
  component: UserStatusBadge,
  args: { active: true },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UserStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aktif')).toBeVisible();
  },
};

export const Deactivated: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nonaktif')).toBeVisible();
  },
};

export const Dark: Story = { ...Deactivated, globals: { theme: 'dark' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};
