import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PERMISSIONS, SEEDED_ROLES } from '../../../../contract/permissions';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { PermissionMatrix, type PermissionEntry } from './PermissionMatrix';

const catalogue: PermissionEntry[] = PERMISSIONS.map((permission) => ({ ...permission, granted: false }));
const namesOf = (role: (typeof SEEDED_ROLES)[number]['name']) => new Set<string>(SEEDED_ROLES.find((seeded) => seeded.name === role)!.permissions);

interface Props {
  permissions: PermissionEntry[];
  initial: ReadonlySet<string>;
  saved?: ReadonlySet<string>;
  refused?: ReadonlySet<string>;
  readOnly?: boolean;
  disabled?: boolean;
  onChange?: (next: ReadonlySet<string>) => void;
}

/** Owns the selection, as the role editor does. */
function Matrix({ initial, onChange, ...props }: Props) {
  const [selected, setSelected] = useState(initial);
  return (
    <div style={{ padding: 24 }}>
      <PermissionMatrix
        {...props}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

/**
 * The permission matrix alone: areas in the catalogue's order, select-all per area with the
 * mixed state, a count per area, descriptions in the active language with the code beside them.
 */
const meta = {
  title: 'Roles/Components/PermissionMatrix',
  component: Matrix,
  args: { permissions: catalogue, initial: namesOf('Admin Gudang'), onChange: fn() },
} satisfies Meta<typeof Matrix>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('group', { name });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const shipments = group(canvasElement, 'Pengiriman');
    const all = within(shipments).getByRole('checkbox', { name: 'Pilih semua hak akses Pengiriman' });
    await expect(all).toBeChecked();
    await expect(within(shipments).getByText('8 dari 8')).toBeVisible();
    const items = group(canvasElement, 'Barang');
    await expect(within(items).getByRole('checkbox', { name: 'Pilih semua hak akses Barang' })).toBePartiallyChecked();
    await expect(within(items).getByText('3 dari 5')).toBeVisible();
    // Each permission shows its description in both languages, the other one marked lang="en".
    await expect(within(items).getByRole('checkbox', { name: 'Menambah barang' })).toHaveAccessibleDescription(
      'Create items create-item',
    );
    await expect(within(items).getByText('Create items')).toHaveAttribute('lang', 'en');
    await userEvent.click(within(items).getByRole('checkbox', { name: 'Pilih semua hak akses Barang' }));
    await expect(within(items).getByText('5 dari 5')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(Set));
    // Keyboard: Space toggles the focused checkbox.
    within(items).getByRole('checkbox', { name: 'Menambah barang' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(items).getByRole('checkbox', { name: 'Menambah barang' })).not.toBeChecked();
    await expect(within(items).getByRole('checkbox', { name: 'Pilih semua hak akses Barang' })).toBePartiallyChecked();
  },
};

export const NothingGranted: Story = {
  args: { initial: new Set() },
  play: async ({ canvasElement }) => {
    const checkboxes = within(canvasElement).getAllByRole('checkbox') as HTMLInputElement[];
    await expect(checkboxes.some((checkbox) => checkbox.checked || checkbox.indeterminate)).toBe(false);
    await expect(within(group(canvasElement, 'Pengguna')).getByText('0 dari 9')).toBeVisible();
  },
};

export const EverythingGranted: Story = {
  args: { initial: namesOf('Master') },
  play: async ({ canvasElement }) => {
    const checkboxes = within(canvasElement).getAllByRole('checkbox') as HTMLInputElement[];
    // 53 permissions and 12 select-alls.
    await expect(checkboxes).toHaveLength(65);
    await expect(checkboxes.every((checkbox) => checkbox.checked)).toBe(true);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const checkboxes = within(canvasElement).getAllByRole('checkbox') as HTMLInputElement[];
    await expect(checkboxes.every((checkbox) => checkbox.disabled)).toBe(true);
    await userEvent.click(checkboxes[1]!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChangesMarked: Story = {
  args: { initial: new Set(['read-dashboard', 'read-users']), saved: new Set(['read-dashboard', 'read-roles']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Melihat daftar pengguna' })).toHaveAccessibleDescription('List users read-users ditambah');
    await expect(canvas.getByRole('checkbox', { name: 'Melihat daftar peran' })).toHaveAccessibleDescription('List roles read-roles dicabut');
    await expect(canvas.getByRole('checkbox', { name: 'Melihat Dashboard' })).toHaveAccessibleDescription('View the dashboard read-dashboard');
  },
};

export const RefusedByServer: Story = {
  args: {
    permissions: [...catalogue, { name: 'delete-everything', area: 'roles', description: { id: 'Menghapus semua data', en: 'Delete everything' }, granted: true }],
    initial: new Set(['delete-everything']),
    refused: new Set(['delete-everything']),
  },
  play: async ({ canvasElement }) => {
    const refused = within(canvasElement).getByRole('checkbox', { name: 'Menghapus semua data' });
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription('Delete everything delete-everything tidak dikenal server');
    await expect(within(group(canvasElement, 'Peran')).getByText('1 dari 8')).toBeVisible();
  },
};

export const UnknownArea: Story = {
  name: 'Long content (an area the client does not know goes last)',
  args: {
    permissions: [
      ...catalogue,
      {
        name: 'approve-very-long-permission-name-from-a-newer-server-release',
        area: 'warehouseAudits' as PermissionEntry['area'],
        description: {
          id: 'Menyetujui hasil audit gudang bulanan beserta seluruh lampiran, catatan selisih stok, dan tanda tangan kepala gudang',
          en: 'Approve the monthly warehouse audit with every attachment, stock difference note and head of warehouse signature',
        },
        granted: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const legends = Array.from(canvasElement.querySelectorAll('legend')).map((legend) => legend.textContent);
    await expect(legends.at(-1)).toBe('warehouseAudits');
    await expect(within(canvasElement).getByRole('checkbox', { name: /^Menyetujui hasil audit gudang/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const fleets = group(canvasElement, 'Fleets');
    await expect(within(fleets).getByRole('checkbox', { name: 'List fleets' })).toBeChecked();
    await expect(within(fleets).getByRole('checkbox', { name: 'Select all Fleets permissions' })).toBePartiallyChecked();
    await expect(within(fleets).getByText('3 of 5')).toBeVisible();
    // Both languages: the Indonesian description is the checkbox's description, marked lang="id".
    const list = within(fleets).getByRole('checkbox', { name: 'List fleets' });
    await expect(list).toHaveAccessibleDescription(/^Melihat daftar armada/);
    await expect(within(fleets).getByText('Melihat daftar armada')).toHaveAttribute('lang', 'id');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initial: new Set(['read-dashboard']), saved: new Set(['read-users']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Melihat Dashboard' })).toBeChecked();
  },
};

export const Phone: Story = {
  name: 'Phone: the groups one to a row on the narrowest screen, nothing scrolls sideways',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const users = group(canvasElement, 'Pengguna');
    await expect(within(users).getByRole('checkbox', { name: 'Pilih semua hak akses Pengguna' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};
