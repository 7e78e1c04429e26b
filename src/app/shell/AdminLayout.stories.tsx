import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../../stories/harness/StoryHarness';
import { rememberSessionOf } from '../../../stories/app/session';

/**
 * The signed-in layout around a page, on the real router and against the mock API: the menu's
 * rail and drawer, and where a toast appears, as a person meets them.
 */
const meta = {
  title: 'App/Layout',
  component: AppHarness,
  parameters: { router: false },
  args: { path: '/dashboard' },
  beforeEach: () => rememberSessionOf('Master'),
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const menu = () => page().findByRole('navigation', { name: 'Menu utama' });
const menuButton = () => page().getByRole('button', { name: 'Alihkan menu samping' });

/** What a click at the middle of `element` lands on. */
function hitAtCentre(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

/** The visible controls of the page whose box shares any area with `box`, but those inside `except`. */
function controlsUnder(box: DOMRect, except: readonly Element[]) {
  const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="menuitem"]');
  return Array.from(controls).filter((control) => {
    if (except.some((element) => element.contains(control)) || control.closest('[inert], [hidden]') || !control.checkVisibility()) return false;
    const other = control.getBoundingClientRect();
    if (other.width === 0 || other.height === 0) return false;
    return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
  });
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await menu()).toBeVisible();
  },
};

export const CollapsedRail: Story = {
  name: 'Collapsing the menu: narrow at once, the top bar and the page title stay uncovered',
  play: async () => {
    const nav = await menu();
    const collapse = await within(nav).findByRole('button', { name: 'Ciutkan menu' });
    await userEvent.click(collapse);
    // Focus and the pointer stay on the collapse button, as after any click.
    await expect(collapse).toHaveFocus();
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    await expect(menuButton().contains(hitAtCentre(menuButton()))).toBe(true);
    const title = page().getByRole('heading', { level: 1, name: 'Dashboard' });
    const titleBox = title.getBoundingClientRect();
    await expect(title.contains(document.elementFromPoint(titleBox.x + 2, titleBox.y + titleBox.height / 2))).toBe(true);
    // The menu button works from there: it hides the whole menu.
    await userEvent.click(menuButton());
    await waitFor(() => expect(page().queryByRole('navigation', { name: 'Menu utama' })).toBeNull());
  },
};

export const PhoneDrawerClosesOnNavigation: Story = {
  name: 'Phone: choosing a page closes the drawer',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await page().findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(menuButton());
    const nav = within(await menu());
    await userEvent.click(await nav.findByRole('button', { name: 'Kustomer' }));
    await userEvent.click(nav.getByRole('link', { name: 'Data Kustomer' }));
    await expect(await page().findByRole('heading', { level: 1, name: 'Data Kustomer' })).toBeVisible();
    await waitFor(() => expect(page().queryByRole('navigation', { name: 'Menu utama' })).toBeNull());
    await expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // Nothing lies over the page any more: its search box takes the tap.
    const search = await page().findByRole('searchbox', { name: /Cari/ });
    await expect(hitAtCentre(search)).toBe(search);
  },
};

/** Deactivates the first user of the list and returns the toast that confirms it. */
async function deactivateFirstUser() {
  const table = await page().findByRole('table', { name: /pengguna/i });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0));
  const row = within(table).getAllByRole('rowheader')[0]!.closest('tr')!;
  const username = within(row).getAllByRole('rowheader')[0]!.textContent!;
  const actions = within(row).queryByRole('button', { name: /^Aksi untuk / });
  if (actions) {
    await userEvent.click(actions);
    await userEvent.click(await page().findByRole('menuitem', { name: 'Nonaktifkan' }));
  } else {
    await userEvent.click(within(row).getByRole('button', { name: /^Nonaktifkan / }));
  }
  const dialog = await page().findByRole('alertdialog', { name: 'Nonaktifkan pengguna?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
  const text = await page().findByText(`${username} dinonaktifkan.`);
  await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  return text.closest('[data-tone]') as HTMLElement;
}

const covered = (toast: HTMLElement, except: readonly Element[] = []) =>
  controlsUnder(toast.getBoundingClientRect(), [toast, ...except]).map((control) => control.outerHTML.slice(0, 80));

export const ToastCoversNoControl: Story = {
  name: 'A toast after a save covers no control',
  args: { path: '/users/data' },
  play: async () => {
    const toast = await deactivateFirstUser();
    await expect(toast).toBeVisible();
    await expect(covered(toast)).toEqual([]);
  },
};

/**
 * A phone has no free band wide enough: the toast lies over the page's header (its trail and
 * name) and leaves the top bar, the page's buttons, filters, rows and pager uncovered.
 */
export const PhoneToastCoversNoControl: Story = {
  name: 'Phone: a toast after a save covers the page header only, no control of the list or the top bar',
  args: { path: '/users/data' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const toast = await deactivateFirstUser();
    await expect(toast).toBeVisible();
    await expect(covered(toast, [page().getByRole('navigation', { name: 'Breadcrumb' })])).toEqual([]);
  },
};

export const GlobalSearchFromTheKeyboard: Story = {
  name: 'The search: `/` outside a field and Ctrl+K open it, Enter opens the record, Escape gives the focus back',
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const trigger = page().getByRole('button', { name: 'Cari' });
    trigger.focus();
    await userEvent.keyboard('/');
    const dialog = await page().findByRole('dialog', { name: 'Cari apa saja' });
    const field = within(dialog).getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await page().findByRole('combobox'), 'DO-000002');
    const first = await page().findByRole('option', { name: /DO-000002/ });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('heading', { level: 1, name: 'Detail DO' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
