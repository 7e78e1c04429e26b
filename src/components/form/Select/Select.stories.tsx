import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field';
import { Select } from './Select';

const options = [
  { value: '1', label: 'Master' },
  { value: '2', label: 'Admin Gudang' },
  { value: '3', label: 'Sopir', disabled: true },
];

const meta = {
  title: 'Form/Select',
  component: Select,
  args: { options, placeholder: 'Pilih peran…', onChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Field label="Peran" error={undefined}>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Peran' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Admin Gudang');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(within(select).getByRole('option', { name: 'Sopir' })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Peran" error="Pilihan tidak valid." required>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Peran/ });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Pilihan tidak valid.');
  },
};

const longOptions = [
  { value: '1', label: 'Master' },
  { value: '2', label: 'Admin Surat Jalan dan Pengiriman Wilayah Jabodetabek, Banten, dan Jawa Barat bagian utara' },
  { value: '3', label: 'Koordinator_Gudang_Pusat_Cikarang_Kawasan_Industri_Jababeka_Blok_F_Nomor_12A' },
];

export const LongContent: Story = {
  args: { options: longOptions, defaultValue: '2' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Field label="Peran pengguna untuk akses gudang dan pengiriman di semua cabang" hint="Peran menentukan menu yang terlihat.">
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Peran pengguna/ }) as HTMLSelectElement;
    await expect(select).toBeVisible();
    await expect(select).toHaveDisplayValue(longOptions[1]!.label);
    const column = canvasElement.firstElementChild as HTMLElement;
    const width = select.getBoundingClientRect().width;
    await expect(width).toBeLessThanOrEqual(280);
    // The long label is cut inside the box: neither the select nor its column grows or scrolls.
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(column.getBoundingClientRect().right + 0.5);
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await userEvent.selectOptions(select, '3');
    await expect(select).toHaveDisplayValue(longOptions[2]!.label);
    await expect(select.getBoundingClientRect().width).toBe(width);
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { placeholder: 'Choose…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Choose…' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Peran' })).toBeVisible();
  },
};
