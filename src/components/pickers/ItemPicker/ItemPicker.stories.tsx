import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { ItemPicker } from './ItemPicker';

function Picker({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Field label="Barang">
        <ItemPicker value={value} onChange={setValue} placeholder="Semua barang" />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, role, permissions }: { start?: number | null; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Pemilih barang', element: <Picker start={start} /> }]} />;
}

/**
 * An item chosen by server search on name and code (`GET /api/items?q&size=10&sort=name`), code
 * and unit beneath; a chosen item not on the first page shows its name (`GET /api/items/:id`).
 */
const meta = { title: 'Pickers/ItemPicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Barang' });
const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Nilai' });

export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'brg-003');
    const option = await within(canvasElement).findByRole('option', { name: /Gula Pasir/ });
    await expect(option).toHaveTextContent('BRG-003 · KARUNG');
    await userEvent.keyboard('{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('3');
    await expect(await picker(canvasElement)).toHaveValue('Gula Pasir');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only: ten at a time, choose, clear',
  play: async ({ canvasElement }) => {
    (await picker(canvasElement)).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement).findAllByRole('option')).toHaveLength(10);
    await userEvent.keyboard('{Enter}');
    await expect(await picker(canvasElement)).toHaveValue('Air Mineral 600 ml');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hapus pilihan' }));
    await expect(value(canvasElement)).toHaveTextContent('null');
  },
};

export const ChosenBeyondFirstPage: Story = {
  name: 'A chosen item past the first page shows its name',
  // Wortel sorts last of the 30: never among the first ten.
  args: { start: 20 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Wortel')).toBeVisible();
  },
};

export const WithoutReadItem: Story = {
  name: 'Without read-item: the id, I0020',
  args: { start: 20, permissions: ['read-items'] },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toHaveValue('I0020');
  },
};

export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('items').error('list'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'x');
    await expect(await within(canvasElement).findByText('Pencarian gagal.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: SearchAndChoose.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'tidak-ada');
    await expect(await within(canvasElement).findByText('No results')).toBeVisible();
  },
};
