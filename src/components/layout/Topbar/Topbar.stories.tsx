import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Topbar } from './Topbar';

function CurrentPath() {
  return <p style={{ padding: 16 }}>Halaman: {useLocation().pathname}</p>;
}

const meta = {
  title: 'Layout/Topbar',
  component: Topbar,
  args: {
    sidebarVisible: true,
    onToggleSidebar: fn(),
    asideOpen: false,
    onToggleAside: fn(),
    theme: 'light',
    onThemeChange: fn(),
    language: 'id',
    onLanguageChange: fn(),
    user: { username: 'budi.santoso', name: 'Budi Santoso' },
    onLogout: fn(),
    onSearch: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
        <CurrentPath />
      </div>
    ),
  ],
} satisfies Meta<typeof Topbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    const sidebarToggle = bar.getByRole('button', { name: 'Alihkan menu samping' });
    await expect(sidebarToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('button', { name: 'Alihkan panel samping' })).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('button', { name: 'Tema' })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(bar.getByRole('button', { name: 'Bahasa' })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(bar.getByRole('button', { name: 'Akun: Budi Santoso' })).toHaveTextContent('Budi Santoso');
    await userEvent.click(sidebarToggle);
    await expect(args.onToggleSidebar).toHaveBeenCalledOnce();
    await userEvent.click(bar.getByRole('button', { name: 'Alihkan panel samping' }));
    await expect(args.onToggleAside).toHaveBeenCalledOnce();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    const trigger = bar.getByRole('button', { name: 'Cari' });
    await expect(trigger).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const WithoutSearch: Story = {
  args: { onSearch: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Cari' })).toBeNull();
  },
};

export const ThemeMenuOpen: Story = {
  args: { theme: 'auto' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tema' }));
    const menu = within(canvas.getByRole('menu', { name: 'Tema' }));
    await expect(menu.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Terang', 'Gelap', 'Otomatis']);
    await expect(menu.getByRole('menuitemradio', { name: 'Otomatis' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Gelap' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const LanguageMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bahasa' }));
    const menu = within(canvas.getByRole('menu', { name: 'Bahasa' }));
    await expect(menu.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

export const AccountMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: 'Akun: Budi Santoso' });
    await userEvent.click(account);
    const menu = within(canvas.getByRole('menu', { name: 'Akun' }));
    await expect(menu.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Pengaturan' })).toHaveAttribute('href', '/settings');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Keluar' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.click(account);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Profil' }));
    await expect(await canvas.findByText('Halaman: /profile')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { theme: 'dark', asideOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Alihkan panel samping' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Akun: Budi Santoso' }));
    await expect(canvas.getByRole('menu', { name: 'Akun' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toggle side panel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveTextContent('Search');
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Budi Santoso' }));
    const menu = canvas.getByRole('menu', { name: 'Account' });
    await expect(canvas.getByText('Account')).toBeVisible();
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Logout']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Theme' }));
    await expect(canvas.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Light', 'Dark', 'Auto']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    // Language names stay in their own language.
    await expect(canvas.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongUserName: Story = {
  args: { user: { username: 'kartika', name: 'Raden Ajeng Kartika Sari Dewi Puspitasari Wulandari Kusumawardhani' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const account = within(banner).getByRole('button', { name: /Raden Ajeng Kartika/ });
    await expect(account).toBeVisible();
    // The name is cut, the bar never scrolls sideways.
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

export const UsernameOnly: Story = {
  args: { user: { username: 'admin.gudang' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Akun: admin.gudang' })).toHaveTextContent('admin.gudang');
  },
};

export const SignedOutUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Akun/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tema' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { user: { username: 'kartika', name: 'Raden Ajeng Kartika Sari Dewi' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByText('Raden Ajeng Kartika Sari Dewi')).not.toBeVisible();
    await expect(within(banner).getByRole('button', { name: /Raden Ajeng/ })).toBeVisible();
    // The search is its icon alone there, still named.
    await expect(within(banner).getByRole('button', { name: 'Cari' })).toBeVisible();
    await expect(within(banner).getByText('Cari')).not.toBeVisible();
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
