import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { rolesScenarios } from '../../../mocks/scenarios/roles';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { RolePicker } from './RolePicker';

interface Props {
  start?: number | null;
  selectedLabel?: string;
  role?: SeededRoleName;
  permissions?: string[];
}

function Picker({ start, selectedLabel }: Pick<Props, 'start' | 'selectedLabel'>) {
  const [value, setValue] = useState<number | null>(start ?? null);
  return (
    <div style={{ maxWidth: 320, minHeight: 360 }}>
      <Field label="Peran">
        <RolePicker value={value} onChange={setValue} placeholder="Semua peran" selectedLabel={value === start ? selectedLabel : undefined} />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, selectedLabel, role = 'Master', permissions }: Props) {
  return (
    <StoryScreen
      path="/"
      session={() => ({ ...storySessionOf(role), ...(permissions ? { permissions } : {}) })}
      routes={[{ path: '/', title: 'Pemilih peran', element: <Picker start={start} selectedLabel={selectedLabel} /> }]}
    />
  );
}

/**
 * The data-bound role picker (a user's role, the users list's role filter): `GET /api/roles?q&size=10`
 * against the MSW mock; the chosen role's name from the caller, `GET /api/roles/:id` or the names list.
 */
const meta = { title: 'Pickers/RolePicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Peran' });
const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Nilai' });
const optionNames = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('option').map((option) => option.querySelector('.label')?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await picker(canvasElement));
    await waitFor(() => expect(optionNames(canvasElement)).toEqual(['Admin Gudang', 'Admin Surat Jalan', 'Kepala Gudang', 'Master', 'Spv', 'Viewer']));
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Spv' }));
    await expect(value(canvasElement)).toHaveTextContent('2');
    await expect(await picker(canvasElement)).toHaveValue('Spv');
  },
};

export const SearchByKeyboard: Story = {
  name: 'Search and choose with the keyboard',
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'gudang');
    await waitFor(() => expect(optionNames(canvasElement)).toEqual(['Admin Gudang', 'Kepala Gudang']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('3');
    await expect(await picker(canvasElement)).toHaveValue('Kepala Gudang');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hapus pilihan' }));
    await expect(value(canvasElement)).toHaveTextContent('null');
    await expect(await picker(canvasElement)).toHaveFocus();
  },
};

export const FromALink: Story = {
  name: 'A value from a link shows its name (GET /api/roles/:id)',
  args: { start: 6 },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await picker(canvasElement)).toHaveValue('Viewer'));
  },
};

export const BeyondTheFirstPage: Story = {
  name: 'A chosen role beyond the first page still shows by name',
  beforeEach: () => void rolesScenarios.addRoles(25),
  args: { start: 31 },
  play: async ({ canvasElement }) => {
    // Role 31 is "Peran Cabang 25": by name it comes after the first page of ten.
    await waitFor(async () => expect(await picker(canvasElement)).toHaveValue('Peran Cabang 25'));
    await userEvent.click(await picker(canvasElement));
    await waitFor(() => expect(optionNames(canvasElement)).toHaveLength(10));
    await expect(optionNames(canvasElement)).not.toContain('Peran Cabang 25');
  },
};

export const WithoutReadRole: Story = {
  name: 'read-roles alone: the name comes from the names list',
  args: { start: 3, permissions: ['read-roles'] },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await picker(canvasElement)).toHaveValue('Kepala Gudang'));
  },
};

export const KnownByTheCaller: Story = {
  name: "The caller's name for the chosen role, while nothing is fetched",
  args: { start: 5, selectedLabel: 'Admin Gudang' },
  beforeEach({ msw }) {
    msw.use(...rolesScenarios.roleSlow(), ...rolesScenarios.listSlow());
  },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toHaveValue('Admin Gudang');
  },
};

export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(...rolesScenarios.listError());
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'adm');
    await expect(await within(canvasElement).findByText('Pencarian gagal.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'zzzz');
    await expect(await within(canvasElement).findByText('No results')).toBeVisible();
  },
};
