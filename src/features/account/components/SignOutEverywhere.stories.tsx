import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountScenarios, storySessionOf } from '../../../mocks/scenarios/account';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { SignOutEverywhere } from './SignOutEverywhere';

function Block() {
  return (
    <StoryScreen stubs={ACCOUNT_STUBS} path="/profile" session={() => storySessionOf('Spv')} routes={[{ path: '/profile', title: 'Profil', element: <SignOutEverywhere /> }]} />
  );
}

/** "Keluar dari semua perangkat" with its confirmation; the local session ends after the server's. */
const meta = {
  title: 'Account/Components/SignOutEverywhere',
  component: Block,
  parameters: { router: false },
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keluar dari semua perangkat' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Ya, keluar dari semua' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog', { name: 'Berhasil!' })).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => msw.use(...accountScenarios.signOutEverywhereFails()),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keluar dari semua perangkat' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Ya, keluar dari semua' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Keluar dari semua perangkat' })).toBeVisible();
  },
};
