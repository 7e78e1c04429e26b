import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Role } from '../../../../contract/roles';
import { RoleSummary } from './RoleSummary';

const spv: Role = {
  id: 2,
  name: 'Spv',
  description: 'Supervisor: melihat semua data, log dan laporan',
  userCount: 1234,
  permissionCount: 27,
  version: 3,
  createdAt: '2025-06-02T01:01:00Z',
  updatedAt: '2025-06-02T01:01:00Z',
};

/** The role's fields above the permission matrix. */
const meta = {
  title: 'Roles/Components/RoleSummary',
  component: RoleSummary,
  parameters: { layout: 'padded' },
  args: { role: spv, roleName: 'Spv' },
} satisfies Meta<typeof RoleSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Spv' })).toBeVisible();
    await expect(canvas.getByText('1.234')).toBeVisible();
    await expect(canvas.getByText('Supervisor: melihat semua data, log dan laporan')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { role: undefined, roleName: '', loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Loading, it is as tall as the loaded summary of a one-line role: the page does not move (decision 141). */
export const LoadingKeepsItsSize: Story = {
  args: { role: { ...spv, description: 'Supervisor' }, roleName: 'Spv' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, alignItems: 'start' }}>
      <div data-testid="loading">
        <RoleSummary role={undefined} roleName="" loading />
      </div>
      <div data-testid="loaded">
        <RoleSummary {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Spv' })).toBeVisible();
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(Math.abs(height('loading') - height('loaded'))).toBeLessThan(1);
  },
};

export const NameOnly: Story = {
  name: 'Name only (without read-role)',
  args: { role: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Spv' })).toBeVisible();
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const EmptyDescription: Story = {
  args: { role: { ...spv, description: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kosong')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { role: { ...spv, name: 'Koordinator Gudang dan Pengiriman Wilayah Jabodeta', description: 'Mengatur seluruh kegiatan gudang. '.repeat(14).trim() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Koordinator Gudang dan Pengiriman Wilayah Jabodeta' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active users')).toBeVisible();
    await expect(within(canvasElement).getByText('1,234')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pengguna aktif')).toBeVisible();
  },
};
