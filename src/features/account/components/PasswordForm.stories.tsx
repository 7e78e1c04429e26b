import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD, passwordOf } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { useMe } from '../api/get-me';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { PasswordForm } from './PasswordForm';

function Loaded() {
  const { data } = useMe();
  return data ? <PasswordForm me={data} /> : null;
}

function Form() {
  return <StoryScreen stubs={ACCOUNT_STUBS} path="/settings" session={() => storySessionOf('Viewer')} routes={[{ path: '/settings', title: 'Pengaturan', element: <Loaded /> }]} />;
}

/** The password change with the current password; the policy's codes come from contract/password.ts. */
const meta = {
  title: 'Account/Components/PasswordForm',
  component: Form,
  parameters: { router: false },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Kata sandi' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByLabelText(/^Kata sandi baru/)).toHaveAccessibleDescription('8–128 karakter, bukan nama pengguna Anda, dan bukan kata sandi yang umum.');
    await userEvent.type(canvas.getByLabelText(/Kata sandi saat ini/), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Kata sandi baru/), 'Lihat-Dasbor-2026');
    await userEvent.type(canvas.getByLabelText(/Ulangi kata sandi baru/), 'Lihat-Dasbor-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti kata sandi' }));
    await waitFor(() => expect(passwordOf(6)).toBe('Lihat-Dasbor-2026'));
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Kata sandi saat ini/), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Kata sandi baru/), 'Lihat-Dasbor-2026');
    await userEvent.type(canvas.getByLabelText(/Ulangi kata sandi baru/), 'Lihat-Dasbor-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti kata sandi' }));
    await waitFor(() => expect(canvas.getByLabelText(/Ulangi kata sandi baru/)).toHaveAccessibleDescription('Kata sandi baru dan ulangannya tidak sama.'));
    await expect(passwordOf(6)).toBe(DEMO_PASSWORD);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(await within(canvasElement).findByRole('form', { name: 'Password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(/The password needs at least 8 characters\./));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect((await form(canvasElement)).getByRole('button', { name: 'Ganti kata sandi' })).toBeEnabled();
  },
};
