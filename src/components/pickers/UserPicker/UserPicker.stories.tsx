import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { mockUsers } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { UserPicker } from './UserPicker';

/** The user whose username sorts last: never on the picker's first page of ten. */
const lastUser = () => [...mockUsers].sort((a, b) => a.username.localeCompare(b.username)).at(-1)!;

function Picker({ start }: { start: number | 'last' | null }) {
  const [value, setValue] = useState<number | null>(() => (start === 'last' ? lastUser().id : start));
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Field label="Pengguna">
        <UserPicker value={value} onChange={setValue} placeholder="Semua pengguna" />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, role = 'Master', permissions }: { start?: number | 'last' | null; role?: SeededRoleName; permissions?: string[] }) {
  return (
    <StoryScreen
      path="/"
      session={() => ({ ...storySessionOf(role), ...(permissions ? { permissions } : {}) })}
      routes={[{ path: '/', title: 'Pemilih pengguna', element: <Picker start={start} /> }]}
    />
  );
}

/**
 * The data-bound user picker (a record's user, a change's actor): `GET /api/users?q&size=10`
 * against the MSW mock, the chosen user's username from `GET /api/users/:id`.
 */
const meta = { title: 'Pickers/UserPicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Pengguna' });
const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Nilai' });

export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox', { name: 'Pengguna' }), 'kepala');
    const option = await within(canvasElement).findByRole('option', { name: /kepala\.gudang/ });
    await expect(option).toHaveTextContent('Kepala Gudang');
    await userEvent.keyboard('{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('3');
    await expect(picker(canvasElement)).toHaveValue('kepala.gudang');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only: open, move, choose, clear',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('combobox', { name: 'Pengguna' })).focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await canvas.findAllByRole('option');
    // Ten at a time: the lookup asks for a small page (docs/product/api.md).
    await expect(options).toHaveLength(10);
    const second = options[1]!.querySelector('.label')!.textContent!;
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(value(canvasElement)).not.toHaveTextContent('null');
    await expect(picker(canvasElement)).toHaveValue(second);
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pilihan' }));
    await expect(value(canvasElement)).toHaveTextContent('null');
  },
};

export const FromALink: Story = {
  name: 'A value from the URL shows its username',
  args: { start: 2 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picker(canvasElement)).toHaveValue('spv'));
  },
};

export const BeyondTheFirstPage: Story = {
  name: 'A chosen user beyond the first page still shows by name',
  args: { start: 'last' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picker(canvasElement)).toHaveValue(lastUser().username));
  },
};

export const WithoutReadUser: Story = {
  name: 'Without read-user the chosen user shows by its id',
  args: { start: 2, permissions: ['read-users'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picker(canvasElement)).toHaveValue('U0002'));
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox', { name: 'Pengguna' }), 'zzzz-tidak-ada');
    await expect(await within(canvasElement).findByText('Tidak ada hasil')).toBeVisible();
  },
};

export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('list'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox', { name: 'Pengguna' }), 'adm');
    await expect(await within(canvasElement).findByText('Pencarian gagal.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: SearchAndChoose.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox', { name: 'Pengguna' }), 'zzzz-tidak-ada');
    await expect(await within(canvasElement).findByText('No results')).toBeVisible();
  },
};
