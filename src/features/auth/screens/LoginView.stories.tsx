import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertProvider } from '../../../components/feedback/AlertProvider/AlertProvider';
import { authScenarios } from '../../../mocks/scenarios/auth';
import { codeNow, SECOND_FACTOR_RECOVERY_CODES, secondFactorScenarios } from '../../../mocks/scenarios/second-factor';
import { SessionProvider } from '../session/SessionProvider';
import { LoginView } from './LoginView';

/**
 * The sign-in page without a router: the first load of /login renders it before the router's
 * code arrives (docs/decisions/007-lazy-shell.md), so it reports where to go instead of going.
 * `Features/Auth/LoginScreen` is the same view on the router's /login route.
 */
const withSession: Decorator = (Story) => (
  <AlertProvider>
    <SessionProvider>
      <Story />
    </SessionProvider>
  </AlertProvider>
);

const meta = {
  title: 'Features/Auth/LoginView',
  component: LoginView,
  decorators: [withSession],
  // No router at all: a link or navigate() in the view would throw here.
  parameters: { router: false },
  args: { onSignedIn: fn(), onSubmitStart: fn() },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nama pengguna'), username);
  await userEvent.type(canvas.getByLabelText('Kata sandi'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
  return canvas;
}

export const Default: Story = {
  name: 'Signs in and reports /dashboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await signIn(canvasElement, 'admin', 'Laju#2025');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/dashboard'));
    await expect(args.onSignedIn).toHaveBeenCalledTimes(1);
    // The chance to fetch the signed-in app's code came with the submit, before the answer.
    await expect(args.onSubmitStart).toHaveBeenCalledTimes(1);
    await expect(firstCall(args.onSubmitStart)).toBeLessThan(firstCall(args.onSignedIn));
    // Signed in, the view renders nothing and waits to be replaced.
    await expect(canvas.queryByRole('heading', { name: 'Masuk' })).toBeNull();
  },
};

export const ReturnsToTheGuardedPage: Story = {
  args: { navigationState: { from: { pathname: '/users/data' } } },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, 'admin', 'Laju#2025');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/users/data'));
  },
};

export const RefusesAnotherSite: Story = {
  name: 'A destination on another site goes to /dashboard',
  // A crafted history state must not turn sign-in into an open redirect.
  args: { navigationState: { from: { pathname: '//phishing.example/login' } } },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, 'admin', 'Laju#2025');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/dashboard'));
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'admin', 'bukan-sandinya');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nama pengguna atau kata sandi tidak valid.');
    await expect(args.onSubmitStart).toHaveBeenCalledTimes(1);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    // What the user typed is still there, and the button works again.
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveValue('admin');
    await expect(canvas.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  },
};

export const ServerDown: Story = {
  beforeEach({ msw }) {
    msw.use(...authScenarios.loginServerError());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'admin', 'Laju#2025');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Silahkan coba lagi.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Kata sandi')).toHaveValue('Laju#2025');
  },
};

export const LongContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = 'raden.ajeng.kartika.sari.dewi.puspitasari.wulandari.setyaningrum.jakarta.timur';
    const username = canvas.getByLabelText('Nama pengguna');
    await userEvent.type(username, long);
    // The field stops at the 50 characters a username may have (contract/auth.ts) …
    await expect(username).toHaveValue(long.slice(0, 50));
    // … and keeps to its card.
    const card = canvas.getByRole('heading', { level: 1, name: 'Masuk' }).parentElement!;
    await expect(username.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  },
};

export const SecondFactor: Story = {
  name: 'Second factor: the code step, then signed in',
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'spv', 'Laju#2025');
    // The password was right: no session yet, the second step instead.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verifikasi dua langkah' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Verifikasi dua langkah' })).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    const field = canvas.getByRole('textbox', { name: /Kode autentikator/ });
    await expect(field).toHaveFocus();
    // The code the authenticator app shows now, from the scenario's known secret.
    await userEvent.type(field, `${await codeNow()}{Enter}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/dashboard'));
    await expect(canvas.queryByRole('heading', { name: 'Verifikasi dua langkah' })).toBeNull();
  },
};

export const SecondFactorRecoveryCode: Story = {
  name: 'Second factor: a recovery code instead',
  args: { navigationState: { from: { pathname: '/users/data' } } },
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'spv', 'Laju#2025');
    await userEvent.click(await canvas.findByRole('button', { name: 'Pakai kode pemulihan' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode pemulihan/ }), `${SECOND_FACTOR_RECOVERY_CODES[2]}{Enter}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/users/data'));
  },
};

export const SecondFactorExpired: Story = {
  name: 'Second factor: the sign-in ran out, back to the password step',
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'spv', 'Laju#2025');
    const field = await canvas.findByRole('textbox', { name: /Kode autentikator/ });
    // Five minutes pass before the code is typed.
    secondFactorScenarios.expireChallenges();
    await userEvent.type(field, `${await codeNow()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Waktu verifikasi sudah habis. Masukkan kata sandi Anda lagi.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    // The username is kept; the password is what to type again.
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveValue('spv');
    await expect(canvas.getByLabelText('Kata sandi')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'Laju#2025{Enter}');
    // A new sign-in, a new challenge: the same code, refused with the expired challenge before it
    // was checked, signs in.
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), `${await codeNow()}{Enter}`);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/dashboard'));
  },
};

export const SecondFactorBack: Story = {
  name: 'Second factor: back to the password step',
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'spv', 'Laju#2025');
    await userEvent.click(await canvas.findByRole('button', { name: 'Kembali ke kata sandi' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText('Nama pengguna')).toHaveValue('spv');
    await expect(canvas.getByLabelText('Kata sandi')).toHaveValue('');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const EnrolAtSignIn: Story = {
  name: 'Enrolment required: set up, save the codes, signed in',
  beforeEach() {
    secondFactorScenarios.required();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'admin', 'Laju#2025');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aktifkan verifikasi dua langkah' })).toBeVisible();
    // The key as the page shows it, typed into an "authenticator" (codeNow).
    const shown = await canvas.findByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = shown.textContent!.replace(/\s+/g, '');
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode autentikator/ }), `${await codeNow(secret)}{Enter}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Simpan kode pemulihan' })).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut masuk' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/dashboard'));
  },
};

export const SecondFactorEnglish: Story = {
  name: 'Second factor, English',
  globals: { locale: 'en' },
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'spv');
    await userEvent.type(canvas.getByLabelText('Password'), 'Laju#2025{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to password' })).toBeVisible();
  },
};

export const SecondFactorDark: Story = {
  name: 'Second factor, dark',
  globals: { theme: 'dark' },
  beforeEach() {
    secondFactorScenarios.required();
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'admin', 'Laju#2025');
    await expect(await canvas.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  },
};

/** The narrowest phone: the password keeps the form's width, its toggle under it, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Nama pengguna').getBoundingClientRect();
    const password = canvas.getByLabelText('Kata sandi').getBoundingClientRect();
    await expect(Math.abs(password.width - username.width)).toBeLessThanOrEqual(1);
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThanOrEqual(password.bottom);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Kata sandi')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** When a mock was first called (Vitest's global call order). */
function firstCall(mock: unknown): number {
  return (mock as { mock: { invocationCallOrder: number[] } }).mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
}
