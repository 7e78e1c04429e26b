import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { activityLog } from '../../../mocks/db/logs';
import { apiError } from '../../../mocks/handlers/respond';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { codeNow, SECOND_FACTOR_RECOVERY_CODES, secondFactorScenarios, wrongCode } from '../../../mocks/scenarios/second-factor';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { Section } from './Section';
import { SecondFactorSection } from './SecondFactorSection';
import { SecondFactorStatusView } from './SecondFactorStatusView';

function Block({ role }: { role: SeededRoleName }) {
  return (
    <StoryScreen
      stubs={ACCOUNT_STUBS}
      path="/profile"
      session={() => storySessionOf(role)}
      routes={[
        {
          path: '/profile',
          title: 'Profil',
          element: (
            <Section title="Verifikasi dua langkah">
              <SecondFactorSection />
            </Section>
          ),
        },
      ]}
    />
  );
}

/**
 * Profile's two-step verification on the shared mock API: status, turning it on (QR code, first
 * code, recovery codes shown once), new recovery codes and turning it off after a current code.
 */
const meta = {
  title: 'Account/Components/SecondFactorSection',
  component: Block,
  // The status view is the section's first state; every story below starts from it.
  subcomponents: { SecondFactorStatusView },
  parameters: { router: false },
  args: { role: 'Spv' },
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const detail = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const myStatus = '*/api/users/my/second-factor';

/** The key the setup shows, without its blanks: what a person types into the authenticator app. */
const shownSecret = (canvasElement: HTMLElement) => (canvasElement.querySelector('.secret code')?.textContent ?? '').replace(/\s+/g, '');

export const Off: Story = {
  name: 'Off (default)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nonaktif')).toBeVisible();
    await expect(canvas.queryByText('Aktif sejak', { selector: 'dt' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Aktifkan' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Nonaktifkan' })).toBeNull();
  },
};

export const Enable: Story = {
  name: 'Enable: setup, code, recovery codes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    const setup = await canvas.findByRole('group', { name: 'Pasang aplikasi autentikator' });
    const qr = within(setup).getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await expect(qr.getAttribute('data-qr')).toMatch(/^otpauth:\/\/totp\/LAJU:spv\?secret=/);
    // The focus follows to the new step instead of falling back to the page.
    await waitFor(() => expect(setup.parentElement).toHaveFocus());
    const secret = shownSecret(canvasElement);
    await userEvent.type(await within(setup).findByRole('textbox', { name: /Kode autentikator/ }), await codeNow(secret));
    await userEvent.click(within(setup).getByRole('button', { name: 'Konfirmasi' }));
    const codes = await canvas.findByRole('list', { name: 'Daftar kode pemulihan' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(activityLog.at(-1)).toMatchObject({ type: 'SECOND_FACTOR_ENABLED' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(await body(canvasElement).findByText('Verifikasi dua langkah aktif.')).toBeVisible();
    await waitFor(() => expect(detail(canvasElement, 'Kode pemulihan tersisa')).toBe('10 dari 10'));
    await expect(detail(canvasElement, 'Status')).toBe('Aktif');
    // The codes are shown once: nothing on the page shows them again.
    await expect(canvas.queryByRole('list', { name: 'Daftar kode pemulihan' })).toBeNull();
  },
};

export const EnableWrongCode: Story = {
  name: 'Enable: wrong code',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    const setup = await canvas.findByRole('group', { name: 'Pasang aplikasi autentikator' });
    const field = await within(setup).findByRole('textbox', { name: /Kode autentikator/ });
    await userEvent.type(field, `${await wrongCode(shownSecret(canvasElement))}{Enter}`);
    await expect(await within(setup).findByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai.');
    await waitFor(() => expect(field).toHaveFocus());
    // Nothing was stored: the same setup is confirmed with a right code.
    await userEvent.clear(field);
    await userEvent.type(field, `${await codeNow(shownSecret(canvasElement))}{Enter}`);
    await expect(await canvas.findByRole('list', { name: 'Daftar kode pemulihan' })).toBeVisible();
  },
};

export const EnableCancelled: Story = {
  name: 'Enable: cancelled',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Batal' }));
    await expect(await canvas.findByRole('button', { name: 'Aktifkan' })).toBeVisible();
    await expect(detail(canvasElement, 'Status')).toBe('Nonaktif');
  },
};

export const EnableExpired: Story = {
  name: 'Enable: setup timed out',
  beforeEach: ({ msw }) =>
    msw.use(http.post(`${myStatus}/confirm`, () => apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { enrolmentToken: 'INVALID' } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), '123456{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Waktu pemasangan sudah habis. Pilih Aktifkan untuk memulai lagi');
    await expect(canvas.getByRole('button', { name: 'Aktifkan' })).toBeVisible();
  },
};

export const EnableBusy: Story = {
  name: 'Enable: busy',
  beforeEach: ({ msw }) => msw.use(...secondFactorScenarios.slowProfileWrites()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    await expect(canvas.getByRole('button', { name: 'Aktifkan' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EnableFails: Story = {
  name: 'Enable: server error',
  beforeEach: ({ msw }) => msw.use(...secondFactorScenarios.profileWritesFail()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    await expect(canvas.getByRole('button', { name: 'Aktifkan' })).toBeEnabled();
  },
};

export const On: Story = {
  name: 'On, few recovery codes left',
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv', { usedRecoveryCodes: 8 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aktif')).toBeVisible();
    await expect(detail(canvasElement, 'Aktif sejak')).toMatch(/\d{4}$/);
    await expect(detail(canvasElement, 'Kode pemulihan tersisa')).toBe('2 dari 10');
    await expect(canvas.getByText('Kode pemulihan tinggal sedikit. Buat kode baru sebelum habis.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nonaktifkan' })).toBeEnabled();
    await expect(canvas.queryByText('Wajib untuk peran Anda')).toBeNull();
  },
};

export const Regenerate: Story = {
  name: 'New recovery codes',
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv', { usedRecoveryCodes: 8 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buat kode pemulihan baru' }));
    const field = await canvas.findByRole('textbox', { name: /Kode autentikator/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByText(/kode pemulihan yang lama tidak berlaku lagi/)).toBeVisible();
    await userEvent.type(field, await codeNow());
    await userEvent.click(canvas.getByRole('button', { name: 'Buat kode baru' }));
    await expect(await canvas.findByRole('heading', { name: 'Kode pemulihan baru' })).toBeVisible();
    const shown = within(canvas.getByRole('list', { name: 'Daftar kode pemulihan' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(shown).toHaveLength(10);
    await expect(shown.some((code) => (SECOND_FACTOR_RECOVERY_CODES as readonly (string | null)[]).includes(code))).toBe(false);
    await expect(activityLog.at(-1)).toMatchObject({ type: 'RECOVERY_CODES_REGENERATED' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(await body(canvasElement).findByText('Kode pemulihan baru berlaku; kode yang lama tidak dapat dipakai lagi.')).toBeVisible();
    await waitFor(() => expect(detail(canvasElement, 'Kode pemulihan tersisa')).toBe('10 dari 10'));
  },
};

export const RegenerateWithRecoveryCode: Story = {
  name: 'New recovery codes, with a recovery code',
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buat kode pemulihan baru' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai kode pemulihan' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Kode pemulihan/ }), `${SECOND_FACTOR_RECOVERY_CODES[0]}{Enter}`);
    await expect(await canvas.findByRole('list', { name: 'Daftar kode pemulihan' })).toBeVisible();
  },
};

export const Disable: Story = {
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nonaktifkan' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), await codeNow());
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await body(canvasElement).findByText('Verifikasi dua langkah dinonaktifkan.')).toBeVisible();
    await waitFor(() => expect(detail(canvasElement, 'Status')).toBe('Nonaktif'));
    await expect(canvas.getByRole('button', { name: 'Aktifkan' })).toBeVisible();
    await expect(activityLog.at(-1)).toMatchObject({ type: 'SECOND_FACTOR_DISABLED' });
  },
};

export const DisableWrongCode: Story = {
  name: 'Disable: wrong code',
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nonaktifkan' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), `${await wrongCode()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode salah atau sudah pernah dipakai.');
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(detail(canvasElement, 'Status')).toBe('Aktif');
  },
};

export const DisableRateLimited: Story = {
  name: 'Disable: too many wrong codes',
  beforeEach: ({ msw }) => {
    secondFactorScenarios.enabledFor('Spv');
    msw.use(http.post(`${myStatus}/disable`, () => apiError(429, 'RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: 840 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nonaktifkan' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), '123456{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terlalu banyak kode yang salah. Coba lagi dalam 14 menit.');
  },
};

export const DisableRefusedByRole: Story = {
  name: 'Disable: refused, the role requires it (422)',
  args: { role: 'Master' },
  beforeEach: () => void secondFactorScenarios.enabledFor('Master'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nonaktifkan' }));
    // The policy changed after the status was read: the server refuses, the status is read again.
    secondFactorScenarios.required();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Kode autentikator/ }), `${await codeNow()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Peran Anda mewajibkan verifikasi dua langkah, jadi verifikasi ini tidak dapat dinonaktifkan.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nonaktifkan' })).toBeDisabled());
    await expect(detail(canvasElement, 'Status')).toBe('AktifWajib untuk peran Anda');
  },
};

export const Required: Story = {
  name: 'On, required by the role',
  args: { role: 'Master' },
  beforeEach: () => {
    secondFactorScenarios.required();
    secondFactorScenarios.enabledFor('Master');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wajib untuk peran Anda')).toBeVisible();
    const disable = canvas.getByRole('button', { name: 'Nonaktifkan' });
    await expect(disable).toBeDisabled();
    await expect(disable).toHaveAccessibleDescription('Peran Anda mewajibkan verifikasi dua langkah, jadi verifikasi ini tidak dapat dinonaktifkan.');
    await expect(canvas.getByRole('button', { name: 'Buat kode pemulihan baru' })).toBeEnabled();
  },
};

export const RequiredOff: Story = {
  name: 'Off, required by the role',
  args: { role: 'Master' },
  beforeEach: () => secondFactorScenarios.required(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Aktifkan sekarang; bila tidak, Anda akan diminta memasangnya/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aktifkan' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...secondFactorScenarios.slowStatus()),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('button', { name: 'Aktifkan' })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(...secondFactorScenarios.statusFails()),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content (setup with a long key)',
  beforeEach: ({ msw }) =>
    msw.use(
      http.post(`${myStatus}/enrol`, () =>
        Response.json({
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP',
            otpauthUri: `otpauth://totp/LAJU:${'raden.ajeng.kartika'.repeat(4)}?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP&issuer=LAJU`,
            enrolmentToken: 'story-token',
          },
        }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aktifkan' }));
    await expect(await canvas.findByText(/^JBSW Y3DP EHPK 3PXP/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv', { usedRecoveryCodes: 8 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Kode pemulihan tinggal sedikit. Buat kode baru sebelum habis.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: () => void secondFactorScenarios.enabledFor('Spv'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('On')).toBeVisible();
    await expect(detail(canvasElement, 'Recovery codes left')).toBe('10 of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(canvas.getByText(/to turn two-step verification off\.$/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Authenticator code/ }), `${await wrongCode()}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is wrong or was already used.');
  },
};
