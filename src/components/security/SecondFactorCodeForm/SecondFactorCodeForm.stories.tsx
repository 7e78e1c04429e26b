import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';

/**
 * Asks for a current second factor: a six-digit code, or a recovery code after the switch. Used by
 * the sign-in's second step and by Profile before turning the factor off or making new codes.
 */
const meta = {
  title: 'Security/SecondFactorCodeForm',
  component: SecondFactorCodeForm,
  parameters: { layout: 'padded' },
  args: { busy: false, error: null, submitLabel: 'Verifikasi', onSubmit: fn() },
} satisfies Meta<typeof SecondFactorCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Kode autentikator/ });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAccessibleDescription('Enam digit dari aplikasi autentikator Anda.');
    // A code copied with the middle blank some apps show is accepted and sent as six digits.
    await userEvent.type(field, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const Playground: Story = {
  args: { allowRecovery: true, onCancel: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Batal' })).toBeEnabled();
  },
};

export const WrongFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Kode autentikator/ });
    await userEvent.type(field, '12345{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Masukkan 6 digit angka dari aplikasi autentikator\./);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing again clears the complaint.
    await userEvent.type(field, '6');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const RecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai kode pemulihan' }));
    const field = canvas.getByRole('textbox', { name: /Kode pemulihan/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(field, 'k7m2p{Enter}');
    await expect(field).toHaveAccessibleDescription(/Kode pemulihan berbentuk xxxxx-xxxxx/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    // Trimmed and lower-cased, as the contract's recoveryCodeSchema reads it.
    await userEvent.type(field, ' K7M2P-X9Q4R {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ recoveryCode: 'k7m2p-x9q4r' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai kode dari aplikasi' }));
    await expect(canvas.getByRole('textbox', { name: /Kode autentikator/ })).toHaveValue('');
  },
};

export const WithoutRecovery: Story = {
  args: { allowRecovery: false, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pakai kode pemulihan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pakai kode pemulihan' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Kode autentikator/ })).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox'), '123456{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { error: 'INVALID_SECOND_FACTOR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai.');
    const field = canvas.getByRole('textbox', { name: /Kode autentikator/ });
    // The field takes the focus, so the next code goes straight in.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Kode salah atau sudah pernah dipakai\./);
  },
};

export const RateLimited: Story = {
  args: { error: 'RATE_LIMITED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.');
  },
};

export const LongContent: Story = {
  args: {
    submitLabel: 'Nonaktifkan verifikasi dua langkah untuk akun ini sekarang juga',
    onCancel: fn(),
    error:
      'Terlalu banyak percobaan untuk akun kepala.gudang.cakung.timur. Tunggu 14 menit 59 detik, lalu coba lagi dengan kode yang sedang tampil di aplikasi autentikator Anda.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Terlalu banyak percobaan untuk akun kepala\.gudang/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'INVALID_SECOND_FACTOR', onCancel: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { submitLabel: 'Verify' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Authenticator code/ }), 'abc{Enter}');
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/Enter the 6 digits from your authenticator app\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Recovery code/ }), 'nope{Enter}');
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/A recovery code looks like xxxxx-xxxxx/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
