import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { theme as tokens } from '../../../theme/tokens';

const Stack = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  width: 320px;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
`;

const usage = [
  { label: 'Penyimpanan', value: 25 },
  { label: 'CPU', value: 70 },
  { label: 'Memori', value: 95 },
  { label: 'Kuota API', value: 10 },
];
const UsageBars = () => (
  <Stack>
    {usage.map((bar) => (
      <ProgressBar key={bar.label} {...bar} />
    ))}
  </Stack>
);

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Penyimpanan', value: 25 },
  decorators: [(Story) => <Stack><Story /></Stack>],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Penyimpanan' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(within(canvasElement).getByText('25%')).toBeVisible();
  },
};

export const UsageThresholds: Story = {
  render: () => <UsageBars />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '70', '95', '10']);
    const memory = canvas.getByRole('progressbar', { name: 'Memori' });
    await expect(memory.firstElementChild).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('progressbar', { name: 'CPU' }).firstElementChild).toHaveAttribute('data-tone', 'warning');
  },
};

export const ExplicitTone: Story = {
  args: { label: 'CPU', value: 25, tone: 'info' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'CPU' });
    await expect(bar.firstElementChild).toHaveAttribute('data-tone', 'info');
  },
};

export const Clamped: Story = {
  args: { label: 'Kuota API', value: 130 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Kuota API' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const LongLabel: Story = {
  args: { label: 'Ruang penyimpanan foto bukti pengiriman di server cadangan', value: 70 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Ruang penyimpanan foto bukti pengiriman di server cadangan' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <UsageBars />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};
