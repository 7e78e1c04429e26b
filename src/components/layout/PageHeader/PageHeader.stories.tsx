import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../ui/Button/Button';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { PageHeader } from './PageHeader';

const onAdd = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Data Pengguna',
    breadcrumb: <Breadcrumb crumbs={[{ label: 'Beranda', to: '/' }, { label: 'Data Pengguna' }]} />,
  },
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button onClick={onAdd}>Tambah Pengguna</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Pengguna' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Dashboard', breadcrumb: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title: 'DO dalam Pengiriman S-000123 untuk PT Sinar Jaya Abadi Logistik Nusantara Sejahtera Makmur',
    actions: <Button variant="secondary">Unduh laporan pengeluaran barang</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/PT Sinar Jaya/);
    await expect(canvas.getByRole('main').scrollWidth).toBeLessThanOrEqual(canvas.getByRole('main').clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { actions: <Button>Tambah Pengguna</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Users',
    breadcrumb: <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Users' }]} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};
