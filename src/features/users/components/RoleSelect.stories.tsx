import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../../../components/form/Field/Field';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { SignedIn } from '../testing/UsersStoryApp';
import { RoleSelect } from './RoleSelect';

function Demo({ start = null, fallback }: { start?: number | null; fallback?: { id: number; name: string } }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <SignedIn session={usersScenarios.session('Master')}>
      <div style={{ padding: 16, maxWidth: 320 }}>
        <Field label="Peran">
          <RoleSelect value={value} onChange={setValue} placeholder="Semua peran" fallback={fallback} />
        </Field>
        <output aria-label="Nilai">{String(value)}</output>
      </div>
    </SignedIn>
  );
}

const meta = { title: 'Users/Components/RoleSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Peran' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(select(canvasElement)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Semua peran',
      'Admin Gudang',
      'Admin Surat Jalan',
      'Kepala Gudang',
      'Master',
      'Spv',
      'Viewer',
    ]));
    await userEvent.selectOptions(select(canvasElement), 'Spv');
    await expect(within(canvasElement).getByRole('status', { name: 'Nilai' })).toHaveTextContent('2');
    await userEvent.selectOptions(select(canvasElement), 'Semua peran');
    await expect(within(canvasElement).getByRole('status', { name: 'Nilai' })).toHaveTextContent('null');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('roles'));
  },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Memuat peran…');
    await expect(select(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingWithKnownRole: Story = {
  args: { start: 5, fallback: { id: 5, name: 'Admin Gudang' } },
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('roles'));
  },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Admin Gudang');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('roles'));
  },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Loading roles…');
  },
};
