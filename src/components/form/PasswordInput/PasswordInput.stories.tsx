import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Form/PasswordInput',
  component: PasswordInput,
  args: {},
  parameters: { layout: 'padded' },
  render: (args) => (
    <Field label="Kata sandi" required>
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Kata sandi/);
    await userEvent.type(input, 'rahasia-sekali');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await expect(toggle).not.toHaveAttribute('aria-pressed');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    // The same button, still focused, now says what it does next.
    await expect(toggle).toHaveAccessibleName('Sembunyikan kata sandi');
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toHaveAttribute('aria-pressed');
    await expect(input).toHaveValue('rahasia-sekali');
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Kata sandi" error="Kata sandi minimal 8 karakter." required>
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Kata sandi/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    const message = canvas.getByText('Kata sandi minimal 8 karakter.');
    await expect(message).toBeVisible();
    // The message is linked to the input, so a screen reader reads it with the field.
    const messageId = message.closest('[id]')!.id;
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(messageId);
    await expect(input).toHaveAccessibleDescription('Kata sandi minimal 8 karakter.');
    // The toggle still works on an invalid field and keeps the error.
    await userEvent.type(input, 'pendek');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('pendek');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

const longPassword = 'kata-sandi-yang-sangat-panjang-sekali-untuk-akun-admin-gudang-pusat-jakarta-utara-2025!';

export const LongContent: Story = {
  args: { defaultValue: longPassword },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Field
        label="Kata sandi baru untuk akun administrator gudang pusat dan seluruh cabang"
        hint="Gunakan minimal 8 karakter dengan huruf besar, huruf kecil, angka, dan simbol; hindari nama, tanggal lahir, atau kata yang mudah ditebak."
        error="Kata sandi ini pernah dipakai sebelumnya dan terlalu mirip dengan nama pengguna; pilih kata sandi lain yang belum pernah digunakan."
        required
      >
        <PasswordInput {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Kata sandi baru/) as HTMLInputElement;
    await expect(input).toHaveValue(longPassword);
    await expect(input).toHaveAccessibleDescription(/pernah dipakai sebelumnya.*Gunakan minimal 8 karakter/);
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    // The long value scrolls inside the input; the input and its toggle stay inside the 320px column.
    const column = canvasElement.firstElementChild as HTMLElement;
    const columnBox = column.getBoundingClientRect();
    await expect(columnBox.width).toBeLessThanOrEqual(320);
    for (const element of [input, canvas.getByRole('button', { name: 'Sembunyikan kata sandi' })]) {
      await expect(element).toBeVisible();
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(columnBox.right + 0.5);
    }
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
    // A column this narrow puts the toggle under the input: the password keeps the whole width.
    const inputBox = input.getBoundingClientRect();
    await expect(inputBox.width).toBeGreaterThanOrEqual(columnBox.width - 1);
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' }).getBoundingClientRect().top).toBeGreaterThanOrEqual(inputBox.bottom);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Kata sandi/)).toBeRequired();
  },
};
