import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertProvider } from '../../../components/feedback/AlertProvider/AlertProvider';
import { authScenarios } from '../../../mocks/scenarios/auth';
import { codeNow, secondFactorScenarios } from '../../../mocks/scenarios/second-factor';
import { SessionProvider } from '../session/SessionProvider';
import LoginScreen from './LoginScreen';

const withSession: Decorator = (Story) => (
  <AlertProvider>
    <SessionProvider>
      <Routes>
        <Route path="/login" element={<Story />} />
        <Route path="/dashboard" element={<p>Dashboard reached</p>} />
        <Route path="/users/data" element={<p>Users reached</p>} />
      </Routes>
    </SessionProvider>
  </AlertProvider>
);

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  decorators: [withSession],
  parameters: { router: { initialEntries: ['/login'] } },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, username: string, password: string) => {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByLabelText('Nama pengguna'), username);
  if (password) await userEvent.type(canvas.getByLabelText('Kata sandi'), password);
  return canvas;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveValue('');
    await expect(canvas.getByLabelText('Kata sandi')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Ingat saya' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(canvas.getByText('Nama pengguna diperlukan')).toBeVisible();
    await expect(canvas.getByText('Kata sandi diperlukan')).toBeVisible();
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveFocus();
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'salah-sandi');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nama pengguna atau kata sandi tidak valid.');
    // What the user typed survives the failure.
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveValue('admin');
  },
};

export const SignInRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'Laju#2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByText('Dashboard reached')).toBeVisible();
    await expect(localStorage.getItem('persist')).toBe('true');
  },
};

export const SignInNotRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'viewer', 'Laju#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByText('Dashboard reached')).toBeVisible();
    await expect(localStorage.getItem('persist')).toBe('false');
  },
};

export const ReturnsToRequestedPage: Story = {
  parameters: { router: { initialEntries: [{ pathname: '/login', state: { from: { pathname: '/users/data' } } }] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'Laju#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByText('Users reached')).toBeVisible();
  },
};

export const SecondFactorRemembered: Story = {
  name: 'Second factor: signed in with a code, remembered',
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'spv', 'Laju#2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), `${await codeNow()}{Enter}`);
    await expect(await canvas.findByText('Dashboard reached')).toBeVisible();
    // "Ingat saya" from the password step holds for the session the second step started.
    await expect(localStorage.getItem('persist')).toBe('true');
  },
};

export const EnrolmentRequired: Story = {
  name: 'Enrolment required: signed in after saving the codes',
  parameters: { router: { initialEntries: [{ pathname: '/login', state: { from: { pathname: '/users/data' } } }] } },
  beforeEach() {
    secondFactorScenarios.required();
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'Laju#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    const shown = await canvas.findByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const code = await codeNow(shown.textContent!.replace(/\s+/g, ''));
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode autentikator/ }), `${code}{Enter}`);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut masuk' }));
    await expect(await canvas.findByText('Users reached')).toBeVisible();
    await expect(localStorage.getItem('persist')).toBe('false');
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...authScenarios.loginRateLimited(600));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'tebakan');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan masuk. Coba lagi dalam 10 menit.');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...authScenarios.loginServerError());
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'Laju#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Silahkan coba lagi.');
    await expect(canvas.getByLabelText('Kata sandi')).toHaveValue('Laju#2025');
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(...authScenarios.slow(60_000));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'admin', 'Laju#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    const button = await canvas.findByRole('button', { name: 'Memproses…' });
    await expect(button).toBeDisabled();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '', 'rahasia');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(canvas.getByLabelText('Kata sandi')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'nope');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  },
};
