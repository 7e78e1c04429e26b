import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { RoleFields, roleFormValues } from './RoleFields';

/** The role form's fields on their own (new and edit): the name and a description of several lines. */
const meta = {
  title: 'Roles/Components/RoleFields',
  component: FieldsHarness,
  args: { Fields: RoleFields, values: roleFormValues() },
} satisfies Meta<typeof FieldsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement, name: RegExp) => within(canvas).getByRole('textbox', { name });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama peran/)).toBeRequired();
    await expect(box(canvasElement, /^Nama peran/)).toHaveAccessibleDescription('3–50 karakter; spasi boleh.');
    await expect(box(canvasElement, /^Deskripsi/)).not.toBeRequired();
    await expect(box(canvasElement, /^Deskripsi/).tagName).toBe('TEXTAREA');
    await expect(box(canvasElement, /^Deskripsi/)).toHaveAccessibleDescription('Opsional, maksimal 500 karakter.');
  },
};

export const Filled: Story = {
  args: { values: { name: 'Kepala Gudang', description: 'Mengatur barang masuk dan keluar gudang.' } },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama peran/)).toHaveValue('Kepala Gudang');
    await expect(box(canvasElement, /^Deskripsi/)).toHaveValue('Mengatur barang masuk dan keluar gudang.');
  },
};

export const WithErrors: Story = {
  args: {
    values: { name: 'Master', description: '' },
    errors: { name: 'Nama peran ini sudah dipakai peran lain.' },
  },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama peran/)).toBeInvalid();
    await expect(box(canvasElement, /^Nama peran/)).toHaveAccessibleDescription(/sudah dipakai peran lain/);
    await expect(box(canvasElement, /^Deskripsi/)).toBeValid();
  },
};

export const VersionConflict: Story = {
  args: {
    values: { name: 'Kepala Gudang', description: 'Input saya' },
    current: { description: 'Diubah orang lain barusan' },
  },
  play: async ({ canvasElement }) => {
    // The input is kept; the server's newer value is read beside it.
    await expect(box(canvasElement, /^Deskripsi/)).toHaveValue('Input saya');
    await expect(within(canvasElement).getByText('Diubah orang lain barusan')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    values: {
      name: 'Koordinator Gudang Regional Jawa Barat Selatan',
      description: `${'Mengatur penerimaan, penyimpanan dan pengiriman barang antar gudang. '.repeat(7)}Akhir.`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect((box(canvasElement, /^Deskripsi/) as HTMLTextAreaElement).value).toMatch(/Akhir\.$/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Role name/)).toBeRequired();
    await expect(box(canvasElement, /^Description/)).toHaveAccessibleDescription('Optional, at most 500 characters.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { values: { name: 'Master', description: '' }, errors: { name: 'Nama peran ini sudah dipakai peran lain.' } },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama peran/)).toBeInvalid();
  },
};
