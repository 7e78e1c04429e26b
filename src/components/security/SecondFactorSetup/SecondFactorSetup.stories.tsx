import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { otpauthUri } from '../../../../contract/totp';
import { qrMatrix } from '../../../lib/qr/qr-encode';
import { SecondFactorSetup } from './SecondFactorSetup';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';

const SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

/**
 * Setting up an authenticator app: QR code, the key to type by hand, and the first code. Profile
 * and the sign-in's enrolment step start the enrolment and hand in its secret and URI.
 */
const meta = {
  title: 'Security/SecondFactorSetup',
  component: SecondFactorSetup,
  parameters: { layout: 'padded' },
  args: { secret: SECRET, otpauthUri: otpauthUri('LAJU', 'admin', SECRET), busy: false, error: null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof SecondFactorSetup>;
export default meta;
type Story = StoryObj<typeof meta>;


export const Default: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Pasang aplikasi autentikator' });
    const qr = within(group).getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await expect(qr).toHaveAttribute('data-qr', args.otpauthUri);
    // The code drawn is the URI's: as many modules a side as the encoder gives, plus the quiet zone.
    await expect(qr.getAttribute('viewBox')).toBe(`0 0 ${qrMatrix(args.otpauthUri).length + 4} ${qrMatrix(args.otpauthUri).length + 4}`);
    await expect(within(group).getByText('KRSX G5CT MVRX EZLU KRSX G5CT MVRX EZLU')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salin kunci' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SECRET);
    await expect(canvas.getByRole('status')).toHaveTextContent('Kunci disalin.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode autentikator/ }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Konfirmasi' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('654321');
  },
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  },
};

export const WrongFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode autentikator/ }), '65a321{Enter}');
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/Masukkan 6 digit angka/);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Setting up has no recovery codes yet: no switch to one.
    await expect(canvas.queryByRole('button', { name: 'Pakai kode pemulihan' })).toBeNull();
  },
};

export const CopyFails: Story = {
  beforeEach: () => stubClipboard(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin kunci' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Kunci tidak dapat disalin; pilih teksnya lalu salin sendiri.');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { error: 'INVALID_SECOND_FACTOR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai.');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Kode autentikator/ })).toHaveFocus());
  },
};

export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Batal' })).toBeNull();
  },
};

const LONG_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP';
export const LongContent: Story = {
  args: {
    secret: LONG_SECRET,
    otpauthUri: otpauthUri('LAJU Logistik Nusantara', 'raden.ajeng.kartika.kusumawardhani@laju.example', LONG_SECRET),
    error: 'Terlalu banyak percobaan untuk akun ini. Tunggu 14 menit 59 detik, lalu coba lagi dengan kode yang sedang tampil di aplikasi autentikator Anda.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^JBSW Y3DP EHPK 3PXP JBSW/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    // Dark modules on white in the dark theme too, for apps that cannot read an inverted code.
    await expect(qr.querySelector('rect')).toHaveAttribute('fill', '#fff');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Set up an authenticator app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Key copied.');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};
