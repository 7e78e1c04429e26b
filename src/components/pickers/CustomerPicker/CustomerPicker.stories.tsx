import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { CustomerPicker } from './CustomerPicker';

function Picker({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Field label="Kustomer">
        <CustomerPicker value={value} onChange={setValue} placeholder="Semua kustomer" />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, role, permissions }: { start?: number | null; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Pemilih kustomer', element: <Picker start={start} /> }]} />;
}

/**
 * A customer chosen by server search (`GET /api/customers?q&size=10&sort=name`), the default address
 * beneath; a chosen customer not on the first page shows its name (`GET /api/customers/:id`).
 */
const meta = { title: 'Pickers/CustomerPicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Kustomer' });
const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Nilai' });

export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'sinar');
    const option = await within(canvasElement).findByRole('option', { name: /Toko Sinar Jaya/ });
    await expect(option).toHaveTextContent('Jl. Merdeka');
    await userEvent.keyboard('{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('1');
    await expect(await picker(canvasElement)).toHaveValue('Toko Sinar Jaya');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only: ten at a time, choose, clear',
  play: async ({ canvasElement }) => {
    (await picker(canvasElement)).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement).findAllByRole('option')).toHaveLength(10);
    await userEvent.keyboard('{Enter}');
    await expect(await picker(canvasElement)).toHaveValue('CV Maju Bersama');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hapus pilihan' }));
    await expect(value(canvasElement)).toHaveTextContent('null');
  },
};

export const ChosenBeyondFirstPage: Story = {
  name: 'A chosen customer past the first page shows its name',
  // Warung Sri Rejeki sorts last of the 30: never among the first ten.
  args: { start: 29 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Warung Sri Rejeki')).toBeVisible();
  },
};

export const WithoutReadCustomer: Story = {
  name: 'Without read-customer: the id, C0029',
  args: { start: 29, permissions: ['read-customers'] },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toHaveValue('C0029');
  },
};

export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').error('list'));
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
