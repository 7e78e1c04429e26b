import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { CustomerFields, customerFormValues } from './CustomerFields';

/** The customer form's fields on their own: name, phone, email, the default address, notes. */
const meta = {
  title: 'Customers/Components/CustomerFields',
  component: FieldsHarness,
  args: { Fields: CustomerFields, values: customerFormValues() },
} satisfies Meta<typeof FieldsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement, name: RegExp) => within(canvas).getByRole('textbox', { name });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama/)).toBeRequired();
    await expect(box(canvasElement, /^Telepon/)).toHaveAttribute('type', 'tel');
    await expect(box(canvasElement, /^Email/)).toHaveAttribute('type', 'email');
    // Address and notes are several lines.
    await expect(box(canvasElement, /^Alamat pengiriman utama/).tagName).toBe('TEXTAREA');
    await expect(box(canvasElement, /^Catatan/).tagName).toBe('TEXTAREA');
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...customerFormValues(), name: 'PT Sinar', phone: '12ab' },
    errors: { name: 'Nama kustomer ini sudah dipakai.', phone: 'Nomor telepon hanya boleh berisi angka, spasi, + dan -.' },
  },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama/)).toBeInvalid();
    await expect(box(canvasElement, /^Nama/)).toHaveAccessibleDescription(/sudah dipakai/);
    await expect(box(canvasElement, /^Telepon/)).toHaveAccessibleDescription(/hanya boleh berisi angka/);
    await expect(box(canvasElement, /^Email/)).toBeValid();
  },
};

export const VersionConflict: Story = {
  args: {
    values: { ...customerFormValues(), name: 'PT Sinar Jaya', address: 'Jl. Merdeka 1' },
    current: { address: 'Jl. Sudirman 45, Bandung' },
  },
  play: async ({ canvasElement }) => {
    // The input is kept; the server's newer value is read beside it.
    await expect(box(canvasElement, /^Alamat pengiriman utama/)).toHaveValue('Jl. Merdeka 1');
    await expect(within(canvasElement).getByText('Jl. Sudirman 45, Bandung')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    values: {
      ...customerFormValues(),
      name: 'PT Sinar Jaya Abadi Logistik Nusantara Sejahtera Bersama',
      address: 'Kawasan Industri Jababeka II, Jl. Industri Selatan 5 Blok GG No. 12A, Pasirsari, Cikarang Selatan, Kabupaten Bekasi, Jawa Barat 17550 — gudang belakang, masuk lewat gerbang 3',
    },
  },
  play: async ({ canvasElement }) => {
    await expect((box(canvasElement, /^Alamat pengiriman utama/) as HTMLTextAreaElement).value).toContain('gerbang 3');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Name/)).toBeRequired();
    await expect(box(canvasElement, /^Phone/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nama/)).toBeVisible();
  },
};
