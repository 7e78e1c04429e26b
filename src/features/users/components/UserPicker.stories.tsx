import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../../../components/form/Field/Field';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { SignedIn } from '../testing/UsersStoryApp';
import { UserPicker } from './UserPicker';

function Demo({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <SignedIn session={usersScenarios.session('Master')}>
      <div style={{ padding: 16, maxWidth: 360, minHeight: 360 }}>
        <Field label="Pengguna">
          <UserPicker value={value} onChange={setValue} placeholder="Semua pengguna" />
        </Field>
        <output aria-label="Nilai">{String(value)}</output>
      </div>
    </SignedIn>
  );
}

const meta = { title: 'Users/Components/UserPicker', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Pengguna' });

export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(picker(canvasElement), 'kepala');
    const option = await within(canvasElement).findByRole('option', { name: /kepala\.gudang/ });
    await expect(option).toHaveTextContent('Kepala Gudang');
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status', { name: 'Nilai' })).toHaveTextContent('3');
    await expect(picker(canvasElement)).toHaveValue('kepala.gudang');
  },
};

export const FromALink: Story = {
  name: 'A value from the URL shows its username',
  args: { start: 2 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picker(canvasElement)).toHaveValue('spv'));
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(picker(canvasElement), 'zzzz-tidak-ada');
    await expect(await within(canvasElement).findByText('Tidak ada hasil')).toBeVisible();
  },
};

export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('list'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(picker(canvasElement), 'adm');
    await expect(await within(canvasElement).findByText('Pencarian gagal.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: SearchAndChoose.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(picker(canvasElement), 'zzzz-tidak-ada');
    await expect(await within(canvasElement).findByText('No results')).toBeVisible();
  },
};
