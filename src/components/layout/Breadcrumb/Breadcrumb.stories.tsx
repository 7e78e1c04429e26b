import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { useBreadcrumbs } from '../../../app/shell/useShellModel';
import { Breadcrumb } from './Breadcrumb';

function CurrentPath() {
  return <p>Halaman: {useLocation().pathname}</p>;
}

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: { crumbs: [{ label: 'Beranda' }] },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 480 }}>
        <Story />
        <CurrentPath />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

const trail = (canvasElement: HTMLElement, name = 'Breadcrumb') =>
  within(within(canvasElement).getByRole('navigation', { name }));

export const HomeOnly: Story = {
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    await expect(nav.getAllByRole('listitem')).toHaveLength(1);
    await expect(nav.queryByRole('link')).toBeNull();
    await expect(nav.getByText('Beranda')).toHaveAttribute('aria-current', 'page');
  },
};

export const Nested: Story = {
  args: {
    crumbs: [{ label: 'Beranda', to: '/' }, { label: 'Data Pengguna', to: '/users/data' }, { label: 'Data Pengguna Nonaktif' }],
  },
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    await expect(nav.getAllByRole('listitem')).toHaveLength(3);
    await expect(nav.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await expect(nav.queryByRole('link', { name: 'Data Pengguna Nonaktif' })).toBeNull();
    await expect(nav.getByText('Data Pengguna Nonaktif')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Data Pengguna' }));
    await expect(await within(canvasElement).findByText('Halaman: /users/data')).toBeVisible();
  },
};

/** The trail the app itself shows for the current path: its own hook over its route table. */
function AppTrail() {
  return <Breadcrumb crumbs={useBreadcrumbs()} />;
}

export const WithParams: Story = {
  render: () => <AppTrail />,
  parameters: { router: { initialEntries: ['/users/42/detail'] } },
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    // Only prefixes that are routes get a crumb: "/users" and "/users/42" are none, so the detail
    // page sits right after Beranda (no "Data Pengguna" in between).
    await expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Beranda', 'Detail Pengguna']);
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
    await expect(nav.getByRole('link', { name: 'Beranda' })).toBeVisible();
    await expect(nav.getByText('Detail Pengguna')).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByText('Data Pengguna')).toBeNull();
    await expect(within(canvasElement).getByText('Halaman: /users/42/detail')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    crumbs: [
      { label: 'Beranda', to: '/' },
      { label: 'Data Pengiriman', to: '/shipments/data' },
      { label: 'DO dalam Pengiriman S-000123 untuk PT Sinar Jaya Abadi Logistik Nusantara Sejahtera' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText(/PT Sinar Jaya/)).toBeVisible();
    // Wraps inside its column rather than overflowing it.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { crumbs: [{ label: 'Beranda', to: '/' }, { label: 'Data Peran' }] },
  play: async ({ canvasElement }) => {
    await expect(trail(canvasElement).getByRole('link', { name: 'Beranda' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { crumbs: [{ label: 'Home', to: '/' }, { label: 'Roles', to: '/roles/data' }, { label: 'Edit role' }] },
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement, 'Breadcrumb');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByText('Edit role')).toHaveAttribute('aria-current', 'page');
  },
};
