import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toggle } from './Toggle';
import { theme as tokens } from '../../../theme/tokens';

const Frame = styled.div`
  width: 300px;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
`;

const meta = {
  title: 'UI/Toggle',
  component: Toggle,
  args: { label: 'Notifikasi email', onChange: fn() },
  decorators: [(Story) => <Frame><Story /></Frame>],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { defaultChecked: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Notifikasi email' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Notifikasi email'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

function ControlledDemo() {
  const [on, setOn] = useState(true);
  return (
    <>
      <Toggle label="Kirim laporan harian" checked={on} onChange={setOn} />
      <p>{on ? 'Laporan dikirim setiap pagi' : 'Laporan tidak dikirim'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Kirim laporan harian' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('Laporan tidak dikirim')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { label: 'Mode ringkas', description: 'Mengurangi jarak antarbaris pada tabel.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Mode ringkas' })).toHaveAccessibleDescription(
      'Mengurangi jarak antarbaris pada tabel.',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Tampilkan bantuan', disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Tampilkan bantuan' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Notifikasi email' })).toBeChecked();
  },
};
