import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DropdownItem } from './Dropdown';
import { Root, Trigger } from './Dropdown.styles';
import DropdownMenu, { type DropdownMenuProps } from './DropdownMenu';
import { theme as tokens } from '../../../theme/tokens';

/**
 * The open menu of a Dropdown on its own (its own lazy chunk; `UI/Dropdown` shows it behind its
 * button). Here it is open from the start, so designers see every kind of item without a click
 * and the stories check its focus and keys against the `close` it is given.
 */
type HarnessProps = Pick<DropdownMenuProps, 'items' | 'header' | 'align' | 'focusTarget' | 'close'> & {
  /** The text of the button the menu belongs to (it names the menu when there is no header). */
  buttonText: string;
};

function OpenMenu({ buttonText, ...props }: HarnessProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const headerId = useId();
  // Storybook shows a story's root only once it has rendered, and focus() on a hidden element is
  // lost: open the menu when the page shows it, as a click on its button would.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const whenVisible = () => {
      if (rootRef.current?.checkVisibility()) setShown(true);
      else frame = requestAnimationFrame(whenVisible);
    };
    whenVisible();
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    // An end-aligned menu belongs to a button at the right edge (the top bar's).
    <Stage data-align={props.align}>
      <Root ref={rootRef}>
        {/* The Dropdown's own button, open: the menu is seen where it appears in the app. */}
        <Trigger type="button" id={buttonId} aria-haspopup="menu" aria-expanded="true" aria-controls={menuId}>
          <span className="text">{buttonText}</span>
        </Trigger>
        {shown && <DropdownMenu {...props} buttonId={buttonId} menuId={menuId} headerId={headerId} rootRef={rootRef} />}
      </Root>
      <p>Di luar menu</p>
    </Stage>
  );
}

const Stage = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  min-height: 320px;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};

  &[data-align='end'] {
    flex-direction: row-reverse;
  }
`;

const onLogout = fn();
const accountItems: DropdownItem[] = [
  { kind: 'link', id: 'profile', label: 'Profil', icon: 'user', to: '/profile' },
  { kind: 'link', id: 'settings', label: 'Pengaturan', icon: 'settings', to: '/settings' },
  { kind: 'separator', id: 'separator' },
  { kind: 'action', id: 'logout', label: 'Keluar', icon: 'logout', onSelect: onLogout },
];

const onTheme = fn();
const themeItems: DropdownItem[] = [
  { kind: 'radio', id: 'light', label: 'Terang', icon: 'sun', checked: false, onSelect: () => onTheme('light') },
  { kind: 'radio', id: 'dark', label: 'Gelap', icon: 'moon', checked: true, onSelect: () => onTheme('dark') },
  { kind: 'radio', id: 'auto', label: 'Otomatis', icon: 'contrast', checked: false, onSelect: () => onTheme('auto') },
];

const meta = {
  title: 'UI/DropdownMenu',
  component: OpenMenu,
  args: { buttonText: 'Budi Santoso', header: 'Akun', items: accountItems, align: 'start', focusTarget: 'first', close: fn() },
} satisfies Meta<typeof OpenMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('menu', { name: 'Akun' });
    // The first item takes the focus as the menu opens.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Pengaturan' })).toHaveAttribute('href', '/settings');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Keluar' }));
    await expect(args.close).toHaveBeenCalledWith(true);
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('menu');
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await waitFor(() => expect(item('Profil')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Pengaturan')).toHaveFocus();
    // The separator is skipped, and the ends wrap round.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Keluar')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Profil')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Keluar')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Profil')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Keluar')).toHaveFocus();
    // A letter moves to the next item starting with it.
    await userEvent.keyboard('p');
    await expect(item('Profil')).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(item('Pengaturan')).toHaveFocus();
    await expect(args.close).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.close).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Tab}');
    await expect(args.close).toHaveBeenLastCalledWith(false);
  },
};

export const CheckedChoiceFocused: Story = {
  args: { buttonText: 'Tema', header: undefined, items: themeItems, focusTarget: 'checked' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Without a header the button names the menu.
    const menu = await canvas.findByRole('menu', { name: 'Tema' });
    const dark = within(menu).getByRole('menuitemradio', { name: 'Gelap' });
    await waitFor(() => expect(dark).toHaveFocus());
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Terang' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(onTheme).toHaveBeenLastCalledWith('auto');
    await expect(args.close).toHaveBeenCalledWith(true);
  },
};

export const OpenedFromTheEnd: Story = {
  name: 'Opened with ArrowUp (last item focused)',
  args: { focusTarget: 'last' },
  play: async ({ canvasElement }) => {
    const last = await within(canvasElement).findByRole('menuitem', { name: 'Keluar' });
    await waitFor(() => expect(last).toHaveFocus());
  },
};

export const PointerOutsideCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('menu'));
    await expect(args.close).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('Di luar menu'));
    // Closed without taking the focus back to the button: the click put it where the user wanted.
    await expect(args.close).toHaveBeenCalledWith(false);
  },
};

export const AlignedToTheEnd: Story = {
  args: { align: 'end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Budi Santoso' });
    const menu = await canvas.findByRole('menu', { name: 'Akun' });
    // The menu's right edge lines up with its button's, and the menu opens leftwards, inside the page.
    await expect(Math.abs(menu.getBoundingClientRect().right - button.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const LongContent: Story = {
  args: {
    header: 'Akun: Raden Ajeng Kartika Sari Dewi Puspitasari Wulandari',
    items: [
      { kind: 'action', id: 'export', label: 'Unduh laporan pengeluaran barang bulan ini dalam format Excel', icon: 'reports', onSelect: fn() },
      ...accountItems,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('menu', { name: /Raden Ajeng/ });
    const long = within(menu).getByRole('menuitem', { name: /Unduh laporan/ });
    await expect(long).toBeVisible();
    // Long labels wrap inside the menu instead of running out of the page.
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const English: Story = {
  args: {
    header: 'Account',
    items: [
      { kind: 'link', id: 'profile', label: 'Profile', icon: 'user', to: '/profile' },
      { kind: 'link', id: 'settings', label: 'Settings', icon: 'settings', to: '/settings' },
      { kind: 'separator', id: 'separator' },
      { kind: 'action', id: 'logout', label: 'Log out', icon: 'logout', onSelect: fn() },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Account' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Akun' });
    await expect(within(menu).getByRole('menuitem', { name: 'Keluar' })).toBeVisible();
  },
};
