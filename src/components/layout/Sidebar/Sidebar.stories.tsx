import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar, type SidebarProps } from './Sidebar';
import { englishMenu, longLabelMenu, masterMenu, viewerMenu, warehouseAdminMenu } from './Sidebar.fixtures';

/** The sidebar in a page row like the app's shell, with its visibility and width as live state. */
function Shell(args: SidebarProps) {
  const [visible, setVisible] = useState(args.visible);
  const [narrow, setNarrow] = useState(args.narrow);
  const { pathname } = useLocation();
  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar
        {...args}
        visible={visible}
        narrow={narrow}
        onHide={() => {
          args.onHide();
          setVisible(false);
        }}
        onToggleNarrow={() => {
          args.onToggleNarrow();
          setNarrow((value) => !value);
        }}
      />
      <main style={{ flex: 1, padding: 24 }}>
        <button type="button" aria-expanded={visible} onClick={() => setVisible((value) => !value)}>
          Menu
        </button>
        <p>Halaman: {pathname}</p>
      </main>
    </div>
  );
}

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: {
    brand: { name: 'LAJU', short: 'LJ', href: '/' },
    entries: masterMenu,
    loading: false,
    visible: true,
    narrow: false,
    onHide: fn(),
    onToggleNarrow: fn(),
  },
  render: (args) => <Shell {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Menu utama' });
/** The width the menu paints over, which may differ from its place in the row. */
const panelWidth = (navigation: HTMLElement) => (navigation.firstElementChild as HTMLElement).getBoundingClientRect().width;

export const Master: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await expect(canvas.getByRole('link', { name: 'LAJU' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Dashboard NEW' })).toBeVisible();
    const groups = ['Pengguna', 'Peran', 'Kustomer', 'Barang', 'DO', 'Pengiriman', 'Armada', 'Laporan'];
    for (const name of groups) await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Pengguna' }));
    await expect(canvas.getByRole('button', { name: 'Pengguna' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Data Pengguna Nonaktif' }));
    await expect(await within(canvasElement).findByText('Halaman: /users/data/removed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Data Pengguna Nonaktif' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Data Pengguna' })).not.toHaveAttribute('aria-current');
  },
};

export const Viewer: Story = {
  args: { entries: viewerMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['LAJULJ', 'DashboardNEW']);
    await expect(canvas.queryByRole('button', { name: 'Pengguna' })).toBeNull();
  },
};

export const SomeGroups: Story = {
  args: { entries: warehouseAdminMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    const groupNames = canvas.getAllByRole('button', { expanded: false }).map((button) => button.textContent);
    await expect(groupNames).toEqual(['Barang', 'DO', 'Pengiriman', 'Armada']);
    await userEvent.click(canvas.getByRole('button', { name: 'Pengiriman' }));
    await expect(canvas.getByRole('link', { name: 'Tambah Pengiriman' })).toHaveAttribute('href', '/shipments/new');
  },
};

export const Loading: Story = {
  args: { loading: true, entries: [] },
  play: async ({ canvasElement }) => {
    const navigation = nav(canvasElement);
    await expect(navigation).toHaveAttribute('aria-busy', 'true');
    await expect(within(navigation).getByRole('status')).toHaveTextContent('Memuat menu…');
    // Only the brand: no items, and no empty or "no access" message either.
    await expect(within(navigation).getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  },
};

export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const navigation = nav(canvasElement);
    const canvas = within(navigation);
    await expect(navigation.getBoundingClientRect().width).toBe(64);
    await expect(canvas.getByText('LJ')).toBeVisible();
    // Labels leave the screen but stay the accessible names; a pointer gets them as tooltips.
    await expect(canvas.getByRole('link', { name: 'LAJU' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard NEW' })).toHaveAttribute('title', 'Dashboard');
    const toggler = canvas.getByRole('button', { name: 'Ciutkan menu' });
    await expect(toggler).toHaveAttribute('aria-pressed', 'true');
    // Keyboard focus and the pointer leave the rail as it is: nothing widens over the page.
    const dashboard = canvas.getByRole('link', { name: 'Dashboard NEW' });
    dashboard.focus();
    await userEvent.hover(dashboard);
    await expect(canvas.getByText('LJ')).toBeVisible();
    await expect(panelWidth(navigation)).toBe(64);
    await userEvent.click(toggler);
    await expect(toggler).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(navigation.getBoundingClientRect().width).toBe(256));
  },
};

/**
 * Collapsing with the button: the rail is narrow at once, although the button keeps focus and the
 * pointer is still on it, so the page beside it (its title, the top bar's menu button) stays
 * uncovered and clickable.
 */
export const CollapsesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const navigation = nav(canvasElement);
    const toggler = within(navigation).getByRole('button', { name: 'Ciutkan menu' });
    await userEvent.click(toggler);
    await expect(toggler).toHaveFocus();
    await waitFor(() => expect(navigation.getBoundingClientRect().width).toBe(64));
    await expect(panelWidth(navigation)).toBe(64);
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    const box = menuButton.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(menuButton);
  },
};

/** A group opened from the rail widens the menu in place, with the group open. */
export const GroupFromTheRail: Story = {
  args: { narrow: true },
  play: async ({ canvasElement, args }) => {
    const navigation = nav(canvasElement);
    const canvas = within(navigation);
    await userEvent.click(canvas.getByRole('button', { name: 'Pengguna' }));
    await expect(args.onToggleNarrow).toHaveBeenCalledOnce();
    await waitFor(() => expect(navigation.getBoundingClientRect().width).toBe(256));
    await expect(canvas.getByRole('button', { name: 'Pengguna' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Data Pengguna' })).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(await canvas.findByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  },
};

export const ActiveItem: Story = {
  parameters: { router: { initialEntries: ['/users/data'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await expect(canvas.getByRole('button', { name: 'Pengguna' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Data Pengguna' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Peran' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ActiveDetailPage: Story = {
  parameters: { router: { initialEntries: ['/customers/12/edit'] } },
  play: async ({ canvasElement }) => {
    // No menu item for an edit page, yet its group opens so the user sees where they are.
    const canvas = within(nav(canvasElement));
    await expect(canvas.getByRole('button', { name: 'Kustomer' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const LongLabels: Story = {
  args: { entries: longLabelMenu },
  parameters: { router: { initialEntries: ['/reports/outgoing-items'] } },
  play: async ({ canvasElement }) => {
    const navigation = nav(canvasElement);
    const link = within(navigation).getByRole('link', { name: /Laporan pengeluaran barang per pelanggan/ });
    await expect(link).toHaveAttribute('aria-current', 'page');
    // Cut with an ellipsis inside the sidebar's width, never wrapping or widening it.
    await expect(navigation.getBoundingClientRect().width).toBe(256);
    await expect(link.getBoundingClientRect().height).toBeLessThan(48);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    const button = (name: string) => canvas.getByRole('button', { name });
    const link = (name: string) => canvas.getByRole('link', { name });
    await userEvent.tab();
    await expect(link('LAJU')).toHaveFocus();
    await userEvent.tab();
    await expect(link('Dashboard NEW')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button('Pengguna')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(button('Pengguna')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(link('Data Pengguna')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link('Tambah Pengguna')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(button('Pengguna')).toHaveFocus();
    await expect(button('Pengguna')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(button('Peran')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button('Peran')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(button('Peran')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(button('Laporan')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(link('Dashboard NEW')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(link('Dashboard NEW')).toHaveFocus();
  },
};

export const MobileOverlay: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(nav(canvasElement)).toBeVisible();
    // The drawer sits above its backdrop: a tap on an item reaches the item.
    const dashboard = within(nav(canvasElement)).getByRole('link', { name: 'Dashboard NEW' });
    const box = dashboard.getBoundingClientRect();
    await expect(dashboard.contains(document.elementFromPoint(box.x + 8, box.y + box.height / 2))).toBe(true);
    // No icon rail on small screens, so no toggler for it.
    await expect(within(nav(canvasElement)).queryByRole('button', { name: 'Ciutkan menu' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const backdrop = canvasElement.querySelector<HTMLElement>('[data-sidebar-backdrop]');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    await expect(args.onHide).toHaveBeenCalledTimes(2);
  },
};

/** Choosing a page in the drawer closes it: the page chosen is in view at once. */
export const MobileClosesOnNavigation: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = within(nav(canvasElement));
    await userEvent.click(menu.getByRole('button', { name: 'Kustomer' }));
    await userEvent.click(menu.getByRole('link', { name: 'Data Kustomer' }));
    await expect(args.onHide).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    await expect(await canvas.findByText('Halaman: /customers/data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a wide screen the menu stays where it is after a page is chosen. */
export const WideStaysOnNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(nav(canvasElement)).getByRole('link', { name: 'Dashboard NEW' }));
    await expect(await within(canvasElement).findByText('Halaman: /dashboard')).toBeVisible();
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(nav(canvasElement)).toBeVisible();
  },
};

/**
 * A phone starts with the drawer closed: the closed drawer holds none of the menu's entries (a
 * page load does not render what nobody can see), and they are all there the first time it opens.
 */
export const MobileClosedUntilOpened: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = canvasElement.querySelector<HTMLElement>('nav[data-overlay="true"]');
    await expect(drawer).not.toBeNull();
    await expect(drawer?.querySelectorAll('a[data-nav-target], button[data-nav-target]')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = within(await canvas.findByRole('navigation', { name: 'Menu utama' }));
    await expect(menu.getByRole('link', { name: 'Dashboard NEW' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Pengguna' })).toBeVisible();
    // Closed again, the entries stay (the next opening slides in without rendering them again).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    await expect(drawer?.querySelectorAll('a[data-nav-target]').length).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { router: { initialEntries: ['/dashboard'] } },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getByRole('link', { name: 'Dashboard NEW' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { entries: englishMenu, narrow: true },
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(navigation).getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(within(navigation).getByRole('button', { name: 'Users' })).toBeInTheDocument();
  },
};
