import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';
import { theme as tokens } from '../../../theme/tokens';

const tones: BadgeTone[] = ['info', 'success', 'warning', 'danger', 'neutral'];
const Row = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  background: ${tokens.color.bg};
`;
const AllTones = () => (
  <Row>
    {tones.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone.toUpperCase()}
      </Badge>
    ))}
  </Row>
);

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'NEW', tone: 'info' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NEW')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of tones) await expect(canvas.getByText(tone.toUpperCase())).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { children: 'Menunggu persetujuan kepala gudang', tone: 'warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Menunggu persetujuan kepala gudang')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <AllTones />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('DANGER')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
