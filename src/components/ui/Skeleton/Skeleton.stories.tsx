import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonText } from './Skeleton';
import { theme as tokens } from '../../../theme/tokens';

const Card = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  width: 360px;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
`;

/** How a screen uses it: the region says it is busy, the bones stay silent. */
const LoadingCard = ({ lines = 3 }: { lines?: number }) => (
  <Card aria-label="Ringkasan pengiriman" aria-busy="true">
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={40} height={40} />
      <Skeleton width="50%" />
    </div>
    <SkeletonText lines={lines} />
    <Skeleton shape="block" />
  </Card>
);

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: 240 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-skeleton]');
    await expect(bone).toHaveAttribute('aria-hidden', 'true');
    await expect(bone?.getBoundingClientRect().width).toBe(240);
  },
};

export const Loading: Story = {
  render: () => <LoadingCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ringkasan pengiriman' })).toHaveAttribute('aria-busy', 'true');
    // 1 avatar + 1 title + 3 text lines + 1 block, none of them exposed to assistive technology.
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    await expect(canvas.queryByText(/./)).toBeNull();
  },
};

export const ManyLines: Story = {
  render: () => <LoadingCard lines={8} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(11);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <LoadingCard />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Ringkasan pengiriman' })).toBeVisible();
  },
};
