import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoUserOf, usersScenarios } from '../../../mocks/scenarios/users';
import { secondFactorScenarios } from '../../../mocks/scenarios/second-factor';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { useUserSecondFactorPart } from './UserSecondFactor';

/** The part of a user's detail page about their second factor: the row, the reset and its dialog. */
function Demo({ own = false }: { own?: boolean }) {
  return (
    <SignedIn session={usersScenarios.session('Master')}>
      <Inner own={own} />
    </SignedIn>
  );
}
function Inner({ own }: { own: boolean }) {
  const user = own ? demoUserOf('Master') : demoUserOf('Admin Gudang');
  const part = useUserSecondFactorPart(user);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <dl style={{ margin: 0 }}>
        <dt>{part.item.label}</dt>
        <dd style={{ margin: 0 }}>{part.item.value}</dd>
      </dl>
      {part.action}
      {part.dialog}
    </div>
  );
}

const meta = {
  title: 'Users/Components/UserSecondFactor',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  beforeEach() {
    secondFactorScenarios.enabledFor('Admin Gudang');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Aktif/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset verifikasi dua langkah' })).toBeEnabled();
  },
};

export const Dark: Story = {
  ...On,
  globals: { theme: 'dark' },
};

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nonaktif')).toBeVisible();
    // Nothing to reset.
    await expect(canvas.queryByRole('button', { name: 'Reset verifikasi dua langkah' })).toBeNull();
  },
};

export const OwnAccount: Story = {
  args: { own: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ubah di Profil' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset verifikasi dua langkah' })).toBeNull();
  },
};

export const ResetConfirmed: Story = {
  beforeEach() {
    secondFactorScenarios.enabledFor('Admin Gudang');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset verifikasi dua langkah' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reset verifikasi dua langkah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, reset' }));
    await expect(await canvas.findByText('Nonaktif')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset verifikasi dua langkah' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach() {
    secondFactorScenarios.enabledFor('Admin Gudang');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Reset two-step verification/ })).toBeVisible();
  },
};
