import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const Frame = styled.div`
  max-width: 380px;
  margin: 32px auto;
`;

const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <Frame><Story /></Frame>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nama pengguna'), '  admin  ');
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'Laju#2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    // The username is trimmed; the password is sent as typed.
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Laju#2025', remember: true });
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nama pengguna'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(canvas.getByText('Nama pengguna diperlukan')).toBeVisible();
    await expect(canvas.getByText('Kata sandi diperlukan')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing clears the field's error.
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'x');
    await expect(canvas.queryByText('Kata sandi diperlukan')).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Nama pengguna atau kata sandi tidak valid.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nama pengguna atau kata sandi tidak valid.');
  },
};

export const LongError: Story = {
  args: {
    error:
      'Terlalu banyak percobaan masuk dari alamat ini untuk nama pengguna tersebut. Tunggu sebentar, periksa kembali nama pengguna dan kata sandi Anda, lalu coba lagi dalam 15 menit.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/15 menit/);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Memproses…' })).toBeDisabled();
  },
};

export const RememberedBefore: Story = {
  args: { defaultRemember: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Ingat saya' })).toBeChecked();
  },
};

export const BackFromSecondStep: Story = {
  name: 'Back from the second step: username kept',
  args: { defaultUsername: 'spv', error: 'Waktu verifikasi sudah habis. Masukkan kata sandi Anda lagi.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveValue('spv');
    await expect(canvas.getByLabelText('Kata sandi')).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Waktu verifikasi sudah habis.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Nama pengguna atau kata sandi tidak valid.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
