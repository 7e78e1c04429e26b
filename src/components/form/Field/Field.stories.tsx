import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextInput } from '../TextInput/TextInput';
import { Field } from './Field';

const meta = {
  title: 'Form/Field',
  component: Field,
  args: { label: 'Nama', children: <TextInput name="name" /> },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Nama lengkap seperti di KTP.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama' });
    await expect(input).toHaveAccessibleDescription('Nama lengkap seperti di KTP.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Wajib diisi.', hint: 'Nama lengkap.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nama/ });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription('Wajib diisi. Nama lengkap.');
  },
};

export const WithCurrentValue: Story = {
  args: { currentValue: 'Nilai terbaru di server: Budi S.', children: <TextInput name="name" defaultValue="Budi Santoso" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama' });
    await expect(input).toHaveValue('Budi Santoso');
    await expect(input).toHaveAccessibleDescription('Nilai terbaru di server: Budi S.');
  },
};

export const LongContent: Story = {
  args: {
    label: 'Alamat pengiriman default untuk pelanggan korporat dengan banyak gudang',
    error: 'Alamat terlalu panjang; maksimal 500 karakter termasuk nama gedung, lantai, dan patokan.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Alamat pengiriman/ })).toBeInvalid();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Name', required: true, error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('This field is required.');
  },
};

/** Two fields side by side as a form grid lays them out: one with a hint, one with an error. */
function TwoColumns() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16, maxWidth: 640 }}>
      <Field label="Nama" required>
        <TextInput name="name" />
      </Field>
      <Field label="Telepon" hint="Nomor yang bisa dihubungi kurir, 7–15 angka dengan kode area atau +62.">
        <TextInput name="phone" />
      </Field>
      <Field label="Email" error="Format email tidak valid, contoh: nama@contoh.id.">
        <TextInput name="email" />
      </Field>
      <Field label="Kota">
        <TextInput name="city" />
      </Field>
    </div>
  );
}

export const TwoColumnsAligned: Story = {
  name: 'Two columns: inputs aligned whatever is below them',
  decorators: [() => <TwoColumns />],
  play: async ({ canvasElement }) => {
    const box = (name: RegExp) => within(canvasElement).getByRole('textbox', { name }).getBoundingClientRect();
    for (const [left, right] of [
      [/^Nama/, /^Telepon/],
      [/^Email/, /^Kota/],
    ] as const) {
      const [a, b] = [box(left), box(right)];
      await expect(Math.abs(a.top - b.top)).toBeLessThan(1);
      await expect(Math.abs(a.height - b.height)).toBeLessThan(1);
    }
    await expect(Math.abs(box(/^Nama/).height - box(/^Kota/).height)).toBeLessThan(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Wajib diisi.', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wajib diisi.')).toBeVisible();
  },
};
