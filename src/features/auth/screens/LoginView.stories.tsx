import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertProvider } from '../../../components/feedback/AlertProvider/AlertProvider';
import { authScenarios } from '../../../mocks/scenarios/auth';
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

/** When a mock was first called (Vitest's global call order). */
function firstCall(mock: unknown): number {
  return (mock as { mock: { invocationCallOrder: number[] } }).mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
}
