import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUserOf, usersScenarios } from '../../../mocks/scenarios/users';
import { Button } from '../../../components/ui/Button/Button';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { useUserStatusChange, type StatusAction } from './UserStatusChange';

function Demo({ action = 'deactivate', userId = 5, onDone }: { action?: StatusAction; userId?: number; onDone?: () => void }) {
  return (
    <SignedIn session={usersScenarios.session('Master')}>
      <Inner action={action} userId={userId} onDone={onDone} />
    </SignedIn>
  );
}
function Inner({ action, userId, onDone }: { action: StatusAction; userId: number; onDone?: () => void }) {
  const status = useUserStatusChange(onDone);
  const user = userId === 1 ? demoUserOf('Master') : { id: userId, username: 'admin.gudang', name: 'Admin Gudang' };
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => status.ask(user, action)}>Buka</Button>
      {status.dialog}
    </div>
  );
}

const meta = {
  title: 'Users/Components/UserStatusDialog',
  component: Demo,
  args: { onDone: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buka' }));
  return body().findByRole('alertdialog');
};

export const Deactivate: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Nonaktifkan pengguna?');
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await body().findByText('admin.gudang dinonaktifkan.')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

export const Restore: Story = {
  args: { action: 'restore', userId: 13 },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Pulihkan pengguna?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    await expect(await body().findByText(/dipulihkan\./)).toBeVisible();
  },
};

export const RefusedYourself: Story = {
  name: 'Refused: yourself',
  args: { userId: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menonaktifkan: Anda tidak dapat menonaktifkan akun Anda sendiri.');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slowSave(60_000));
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled());
  },
};

export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.statusChangeRefused('INTERNAL', 500));
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menonaktifkan');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: RefusedYourself.play, args: { userId: 1 } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Deactivate this user?');
    await expect(dialog).toHaveTextContent('Admin Gudang (admin.gudang) will no longer be able to sign in');
  },
};
