import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { ItemFields, itemFormValues } from './ItemFields';

/** The item form's fields on their own: name, code, unit with suggestions, weight per unit, notes. */
const meta = {
  title: 'Items/Components/ItemFields',
  component: FieldsHarness,
  args: { Fields: ItemFields, values: itemFormValues() },
} satisfies Meta<typeof FieldsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;


export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Nama/ })).toBeRequired();
    await expect(within(canvasElement).getByRole('textbox', { name: /^Catatan/ }).tagName).toBe('TEXTAREA');
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...itemFormValues(), name: 'Semen', code: 'SMN-01', weightKg: 0 },
    errors: { code: 'Kode ini sudah dipakai barang lain.', weightKg: 'Berat harus lebih dari 0 kg.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Kode/ })).toHaveAccessibleDescription(/sudah dipakai/);
    await expect(within(canvasElement).getByRole('textbox', { name: /^Berat/ })).toBeInvalid();
  },
};

export const Filled: Story = {
  args: { values: { ...itemFormValues(), name: 'Semen Portland 50 kg', code: 'SMN-50', unit: 'KARUNG', weightKg: 50, notes: 'Simpan di rak kering.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Nama/ })).toHaveValue('Semen Portland 50 kg');
    await expect(within(canvasElement).getByDisplayValue('KARUNG')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toBeRequired();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Nama/ })).toBeVisible();
  },
};
