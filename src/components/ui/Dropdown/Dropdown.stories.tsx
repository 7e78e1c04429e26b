import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dropdown, type DropdownItem } from './Dropdown';
import { theme as tokens } from '../../../theme/tokens';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  height: 320px;
  align-items: flex-start;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

const onRefresh = fn();
const onExport = fn();
const actions: DropdownItem[] = [
  { kind: 'action', id: 'refresh', label: 'Muat ulang', icon: 'reports', onSelect: onRefresh },
  { kind: 'action', id: 'export', label: 'Ekspor CSV', icon: 'delivery-orders', onSelect: onExport },
  { kind: 'separator', id: 'sep' },
  { kind: 'action', id: 'help', label: 'Bantuan', icon: 'info', onSelect: fn() },
];

function CurrentPath() {
  return <p>Lokasi: {useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  args: { label: 'Tindakan', text: 'Tindakan', items: actions, align: 'start' },
  decorators: [
    (Story) => (
      <Bar>
        <Story />
        <CurrentPath />
      </Bar>
    ),
  ],
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Tindakan' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const Actions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onExport.mockClear();
    const button = canvas.getByRole('button', { name: 'Tindakan' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('menu', { name: 'Tindakan' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(within(menu).getByRole('menuitem', { name: 'Muat ulang' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ekspor CSV' }));
    await expect(onExport).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onRefresh.mockClear();
    const button = canvas.getByRole('button', { name: 'Tindakan' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await expect(item('Muat ulang')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Ekspor CSV')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Bantuan')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Muat ulang')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Bantuan')).toHaveFocus();
    await userEvent.keyboard('e');
    await expect(item('Ekspor CSV')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Bantuan')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(' ');
    await expect(onRefresh).toHaveBeenCalledOnce();
    await expect(button).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tindakan' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByText(/Lokasi/));
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const LinksWithHeader: Story = {
  args: {
    label: 'Akun: Budi Santoso',
    text: 'Budi Santoso',
    icon: 'user',
    header: 'Akun',
    align: 'start',
    items: [
      { kind: 'link', id: 'profile', label: 'Profil', icon: 'user', to: '/profile' },
      { kind: 'link', id: 'settings', label: 'Pengaturan', icon: 'settings', to: '/settings' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Akun: Budi Santoso' }));
    const menu = canvas.getByRole('menu', { name: 'Akun' });
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('Lokasi: /settings')).toBeVisible());
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

function ThemePicker() {
  const [theme, setTheme] = useState<'light' | 'dark' | 'auto'>('dark');
  const options = [
    { value: 'light', label: 'Terang', icon: 'sun' },
    { value: 'dark', label: 'Gelap', icon: 'moon' },
    { value: 'auto', label: 'Otomatis', icon: 'contrast' },
  ] as const;
  return (
    <Dropdown
      label="Tema"
      icon={options.find((option) => option.value === theme)?.icon}
      align="start"
      items={options.map((option) => ({
        kind: 'radio',
        id: option.value,
        label: option.label,
        icon: option.icon,
        checked: theme === option.value,
        onSelect: () => setTheme(option.value),
      }))}
    />
  );
}

export const RadioItems: Story = {
  render: () => <ThemePicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tema' }));
    // The checked choice takes focus, so Enter keeps the current value.
    await expect(canvas.getByRole('menuitemradio', { name: 'Gelap' })).toHaveFocus();
    await expect(canvas.getByRole('menuitemradio', { name: 'Gelap' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'Otomatis' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tema' }));
    await expect(canvas.getByRole('menuitemradio', { name: 'Otomatis' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('menuitemradio', { name: 'Gelap' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** A menu whose choices load behind it: a placeholder item first, the loaded ones a moment later. */
function LoadingChoices() {
  const [loaded, setLoaded] = useState(false);
  const items: DropdownItem[] = loaded
    ? [
        { kind: 'radio', id: 'view-1', label: 'Kustomer aktif', checked: false, onSelect: fn() },
        { kind: 'radio', id: 'view-2', label: 'Terbaru', checked: false, onSelect: fn() },
      ]
    : [{ kind: 'action', id: 'wait', label: 'Memuat…', onSelect: fn() }];
  return (
    <>
      <Dropdown label="Tampilan" text="Tampilan" items={items} align="start" />
      <button type="button" onPointerDown={(event) => event.preventDefault()} onClick={() => setLoaded(true)}>
        Selesai memuat
      </button>
    </>
  );
}

export const ItemsArriveWhileOpen: Story = {
  name: 'Items arriving while open',
  render: () => <LoadingChoices />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilan' }));
    await expect(canvas.getByRole('menuitem', { name: 'Memuat…' })).toHaveFocus();
    // The loaded items replace the focused placeholder: focus moves to the first of them, not the page.
    canvas.getByRole('button', { name: 'Selesai memuat' }).click();
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: 'Kustomer aktif' })).toHaveFocus());
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Akun: Raden Ajeng Kartika Sari Dewi Puspitasari Wulandari',
    text: 'Raden Ajeng Kartika Sari Dewi Puspitasari Wulandari',
    icon: 'user',
    items: [
      { kind: 'action', id: 'a', label: 'Unduh laporan pengeluaran barang bulan ini dalam format Excel', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Raden Ajeng/ });
    // The visible name is cut with an ellipsis; the accessible name keeps every word.
    await expect(button.getBoundingClientRect().width).toBeLessThan(260);
    await userEvent.click(button);
    await expect(canvas.getByRole('menuitem', { name: /Unduh laporan/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tindakan' }));
    await expect(canvas.getByRole('menuitem', { name: 'Bantuan' })).toBeVisible();
  },
};
