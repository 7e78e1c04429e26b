import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertProvider } from '../../../components/feedback/AlertProvider/AlertProvider';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { codeNow, secondFactorScenarios, wrongCode } from '../../../mocks/scenarios/second-factor';
import { theme as tokens } from '../../../theme/tokens';
import { SessionProvider } from '../session/SessionProvider';
import { EnrolmentStep } from './EnrolmentStep';
import type { SecondStepProps } from './second-step';

/**
 * The sign-in's enrolment step, on the mock API with the policy on: admin (Master) has no second
 * factor yet, and each story starts with the `enrol` challenge the password step leaves. The
 * secret is random per enrolment: the play functions read it off the page, as a person would
 * type it into their app, and compute the code with `codeNow`.
 */
const Card = styled.main`
  width: min(600px, 100%);
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

/** The step with an `enrol` challenge issued once it renders (after the story's db is seeded). */
function WithChallenge(props: SecondStepProps) {
  const [challenge] = useState(() => (props.challenge === 'live' ? secondFactorScenarios.challengeFor('Master', 'enrol') : props.challenge));
  return <EnrolmentStep {...props} challenge={challenge} />;
}

const meta = {
  title: 'Features/Auth/EnrolmentStep',
  component: WithChallenge,
  decorators: [withSession],
  parameters: { router: false },
  args: { titleId: 'step-title', challenge: 'live', onSession: fn(), onRestart: fn() },
  beforeEach() {
    secondFactorScenarios.required();
  },
} satisfies Meta<typeof WithChallenge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The key as the page shows it (`ABCD EFGH …`), without the blanks. */
async function secretOnPage(canvasElement: HTMLElement) {
  const shown = await within(canvasElement).findByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return shown.textContent!.replace(/\s+/g, '');
}
const codeField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Kode autentikator/ });

export const SetupShown: Story = {
  name: 'Setup shown',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Aktifkan verifikasi dua langkah' });
    // The step focuses its heading once it has mounted.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/perannya mewajibkan verifikasi dua langkah/)).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    const secret = await secretOnPage(canvasElement);
    await expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code carries the same key, for the LAJU account of this user.
    const qr = canvas.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await expect(qr.getAttribute('data-qr')).toMatch(new RegExp(`^otpauth://totp/LAJU:admin\\?secret=${secret}&`));
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('post', '*/api/auth/login/enrol'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Menyiapkan kunci…');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kembali ke kata sandi' })).toBeEnabled();
  },
};

export const StartFailed: Story = {
  name: 'Start failed, then a retry',
  beforeEach({ msw }) {
    // The first start fails (a server error); the retry reaches the mock API.
    msw.use(http.post('*/api/auth/login/enrol', () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kunci untuk aplikasi autentikator tidak dapat disiapkan. Terjadi kesalahan. Silahkan coba lagi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(await canvas.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ExpiredChallenge: Story = {
  name: 'Expired challenge: back to the password step',
  play: async ({ canvasElement, args }) => {
    const secret = await secretOnPage(canvasElement);
    secondFactorScenarios.expireChallenges();
    await userEvent.type(codeField(canvasElement), `${await codeNow(secret)}{Enter}`);
    await waitFor(() => expect(args.onRestart).toHaveBeenCalledWith('Waktu verifikasi sudah habis. Masukkan kata sandi Anda lagi.'));
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  name: 'Wrong code: nothing stored, the same setup confirms',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const secret = await secretOnPage(canvasElement);
    const field = codeField(canvasElement);
    await userEvent.type(field, `${await wrongCode(secret)}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai.');
    // Still the same key on the page: the enrolment was not thrown away.
    await expect(await secretOnPage(canvasElement)).toBe(secret);
    await waitFor(() => expect(field).toHaveFocus());
    const code = await codeNow(secret);
    await userEvent.keyboard(`${code}{Enter}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Simpan kode pemulihan' })).toBeVisible();
    await expect(args.onSession).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  beforeEach({ msw }) {
    msw.use(answersLate('post', '*/api/auth/login/enrol/confirm'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const secret = await secretOnPage(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await codeNow(secret)}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Konfirmasi' })).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Kembali ke kata sandi' })).toBeDisabled();
  },
};

export const CodesShown: Story = {
  name: 'Codes shown; signs in only once they are saved',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const secret = await secretOnPage(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await codeNow(secret)}{Enter}`);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Simpan kode pemulihan' });
    await waitFor(() => expect(heading).toHaveFocus());
    const codes = within(canvas.getByRole('list', { name: 'Daftar kode pemulihan' })).getAllByRole('listitem');
    await expect(codes).toHaveLength(10);
    for (const code of codes) await expect(code).toHaveTextContent(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    // No way back, and no session before the codes are saved.
    await expect(canvas.queryByRole('button', { name: 'Kembali ke kata sandi' })).toBeNull();
    const finish = canvas.getByRole('button', { name: 'Lanjut masuk' });
    await expect(finish).toBeDisabled();
    await expect(args.onSession).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }));
    await userEvent.click(finish);
    await expect(args.onSession).toHaveBeenCalledWith(expect.objectContaining({ username: 'admin', userId: 1 }));
  },
};

export const Back: Story = {
  name: 'Back to the password step',
  play: async ({ canvasElement, args }) => {
    await secretOnPage(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kembali ke kata sandi' }));
    await expect(args.onRestart).toHaveBeenCalledWith(null);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
    const secret = await secretOnPage(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Authenticator code/ }), `${await codeNow(secret)}{Enter}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue signing in' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  },
};

export const DarkCodes: Story = {
  name: 'Dark, codes shown',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const secret = await secretOnPage(canvasElement);
    await userEvent.type(codeField(canvasElement), `${await codeNow(secret)}{Enter}`);
    await expect(await canvas.findByRole('list', { name: 'Daftar kode pemulihan' })).toBeVisible();
  },
};
