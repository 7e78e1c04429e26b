import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertProvider } from '../../../components/feedback/AlertProvider/AlertProvider';
import { answersLate } from '../../../mocks/handlers/respond';
import { codeNow, SECOND_FACTOR_RECOVERY_CODES, secondFactorScenarios, wrongCode } from '../../../mocks/scenarios/second-factor';
import { theme as tokens } from '../../../theme/tokens';
import { SessionProvider } from '../session/SessionProvider';
import { CodeStep } from './CodeStep';
import type { SecondStepProps } from './second-step';

/**
 * The sign-in's second step for an account with a second factor, on the mock API: the Spv demo
 * user has SECOND_FACTOR_SECRET, and each story starts with a live challenge for them, as the
 * password step leaves it. `Features/Auth/LoginView` shows the whole journey.
 */
const Card = styled.main`
  width: min(400px, 100%);
  margin: 32px auto;
  padding: ${tokens.space.xxl};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  h1 { margin: 0; font-size: ${tokens.font.size.xl}; }
`;

const withSession: Decorator = (Story) => (
  <AlertProvider>
    <SessionProvider>
      <Card aria-labelledby="step-title">
        <Story />
      </Card>
    </SessionProvider>
  </AlertProvider>
);

/** The step with a challenge issued once it renders (after the story's mock db is seeded). */
function WithChallenge(props: Omit<SecondStepProps, 'challenge'> & { challenge: string }) {
  const [challenge] = useState(() => (props.challenge === 'live' ? secondFactorScenarios.challengeFor('Spv') : props.challenge));
  return <CodeStep {...props} challenge={challenge} />;
}

const meta = {
  title: 'Features/Auth/CodeStep',
  component: WithChallenge,
  decorators: [withSession],
  parameters: { router: false },
  args: { titleId: 'step-title', challenge: 'live', onSession: fn(), onRestart: fn() },
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv');
  },
} satisfies Meta<typeof WithChallenge>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Kode autentikator/ });

export const Default: Story = {
  name: 'Signs in with the current code',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifikasi dua langkah' })).toBeVisible();
    const field = codeField(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, await codeNow());
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(args.onSession).toHaveBeenCalledWith(expect.objectContaining({ username: 'spv', accessToken: expect.stringMatching(/./) })));
    await expect(args.onRestart).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = codeField(canvasElement);
    await userEvent.type(field, `${await wrongCode()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai. Masukkan kode yang tampil sekarang di aplikasi.');
    // The wrong code is selected, so the next one replaces it; the button works again.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Verifikasi' })).toBeEnabled();
    await expect(args.onSession).not.toHaveBeenCalled();
    // The challenge survives a wrong code: the right one, typed over the selected wrong one, still
    // signs in.
    const code = await codeNow();
    await userEvent.keyboard(code);
    await expect(field).toHaveValue(code);
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(args.onSession).toHaveBeenCalledTimes(1));
  },
};

export const ReplayedCode: Story = {
  name: 'A code already used is refused',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = await codeNow();
    // The same code signed in a moment ago (another tab): it cannot sign in twice.
    const earlier = secondFactorScenarios.challengeFor('Spv');
    await fetch('/api/auth/login/second-factor', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ challenge: earlier, code }) });
    await userEvent.type(codeField(canvasElement), `${code}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai.');
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const FormatError: Story = {
  name: 'A code that is not six digits is caught before sending',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = codeField(canvasElement);
    await userEvent.type(field, '12a45{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const ExpiredChallenge: Story = {
  name: 'Expired challenge: back to the password step',
  play: async ({ canvasElement, args }) => {
    // Five minutes pass while the page waits.
    secondFactorScenarios.expireChallenges();
    await userEvent.type(codeField(canvasElement), `${await codeNow()}{Enter}`);
    await waitFor(() => expect(args.onRestart).toHaveBeenCalledWith('Waktu verifikasi sudah habis. Masukkan kata sandi Anda lagi.'));
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...secondFactorScenarios.codeRateLimited(840));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await codeNow()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terlalu banyak kode yang salah. Coba lagi dalam 14 menit.');
    await expect(args.onSession).not.toHaveBeenCalled();
    await expect(args.onRestart).not.toHaveBeenCalled();
  },
};

export const RateLimitedAfterFiveWrongCodes: Story = {
  name: 'Five wrong codes, then the throttle (mock API)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = codeField(canvasElement);
    const wrong = await wrongCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await userEvent.clear(field);
      await userEvent.type(field, `${wrong}{Enter}`);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode salah');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Verifikasi' })).toBeEnabled());
    }
    await userEvent.clear(field);
    await userEvent.type(field, `${await codeNow()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Terlalu banyak kode yang salah\. Coba lagi dalam 1[45] menit\./);
  },
};

export const RecoveryCode: Story = {
  name: 'Recovery-code mode',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai kode pemulihan' }));
    const field = canvas.getByRole('textbox', { name: /Kode pemulihan/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, `${SECOND_FACTOR_RECOVERY_CODES[0]}{Enter}`);
    await waitFor(() => expect(args.onSession).toHaveBeenCalledWith(expect.objectContaining({ username: 'spv' })));
  },
};

export const UsedRecoveryCode: Story = {
  name: 'A recovery code already used is refused',
  beforeEach() {
    secondFactorScenarios.enabledFor('Spv', { usedRecoveryCodes: 1 });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai kode pemulihan' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode pemulihan/ }), `${SECOND_FACTOR_RECOVERY_CODES[0]}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode pemulihan salah atau sudah pernah dipakai.');
    // Back to the app's code.
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai kode dari aplikasi' }));
    await expect(codeField(canvasElement)).toBeVisible();
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('post', '*/api/auth/login/second-factor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await codeNow()}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Verifikasi' })).toHaveAttribute('aria-busy', 'true'));
    await expect(codeField(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Kembali ke kata sandi' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...secondFactorScenarios.codeServerError());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await codeNow()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Silahkan coba lagi.');
    await expect(args.onRestart).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  name: 'Back to the password step',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kembali ke kata sandi' }));
    await expect(args.onRestart).toHaveBeenCalledWith(null);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Authenticator code/ }), `${await wrongCode()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is wrong or was already used. Enter the code your app shows now.');
    await expect(canvas.getByRole('button', { name: 'Back to password' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await wrongCode()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  },
};
