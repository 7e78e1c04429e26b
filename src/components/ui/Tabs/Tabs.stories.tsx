import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';
import { theme as tokens } from '../../../theme/tokens';

const Frame = styled.div`
  width: 420px;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

const tabs: TabItem[] = [
  { id: 'agenda', label: 'Agenda', icon: 'calendar', content: <p>Rapat koordinasi gudang pukul 09.00</p> },
  { id: 'messages', label: 'Pesan', icon: 'message', content: <p>Tiga pesan belum dibaca</p> },
  { id: 'settings', label: 'Pengaturan', icon: 'settings', content: <p>Preferensi tampilan</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs, label: 'Bagian panel', onSelectedChange: fn() },
  decorators: [(Story) => <Frame><Story /></Frame>],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Bagian panel' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Agenda' })).toHaveTextContent('Rapat koordinasi gudang');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pesan' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Pesan' })).toHaveTextContent('Tiga pesan belum dibaca');
    await expect(canvas.queryByRole('tabpanel', { name: 'Agenda' })).toBeNull();
    await expect(args.onSelectedChange).toHaveBeenCalledWith('messages');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Agenda' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pesan' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Pesan' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Pengaturan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Agenda' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Pengaturan' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    // Roving tabindex: Tab leaves the tablist for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Agenda' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { selectedId: 'settings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Pengaturan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Agenda' }));
    // The parent owns the selection: nothing moves until it changes selectedId.
    await expect(args.onSelectedChange).toHaveBeenCalledWith('agenda');
    await expect(canvas.getByRole('tab', { name: 'Pengaturan' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
  },
};
