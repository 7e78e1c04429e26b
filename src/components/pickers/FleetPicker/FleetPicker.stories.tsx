import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { FleetPicker } from './FleetPicker';

function Picker({ start, activeOnly }: { start: number | null; activeOnly?: boolean }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Field label="Armada">
        <FleetPicker value={value} onChange={setValue} placeholder="Semua armada" activeOnly={activeOnly} />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, activeOnly, role, permissions }: { start?: number | null; activeOnly?: boolean; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Pemilih armada', element: <Picker start={start} activeOnly={activeOnly} /> }]} />;
}

/**
 * A fleet chosen by server search on plate and model (`GET /api/fleets?q&size=10&sort=plate`), with
 * `activeOnly` for new shipments (`status=active`); an inactive fleet already chosen still shows.
 */
const meta = { title: 'Pickers/FleetPicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Armada' });
const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Nilai' });

export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'hino');
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{Enter}');
    await expect(value(canvasElement)).toHaveTextContent('1');
    await expect(await picker(canvasElement)).toHaveValue('D 8123 AB');
  },
};

export const ActiveOnly: Story = {
  name: 'Active fleets only (a new shipment)',
  args: { activeOnly: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'hino');
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(1));
    await expect(within(canvasElement).getByRole('option')).toHaveTextContent('D 8123 AB');
  },
};

export const InactiveChosen: Story = {
  name: 'An inactive fleet already chosen still shows its plate',
  args: { activeOnly: true, start: 9 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('D 9369 QR')).toBeVisible();
  },
};

export const WithoutReadFleet: Story = {
  name: 'Without read-fleet: the id, F0009',
  args: { start: 9, permissions: ['read-fleets'] },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toHaveValue('F0009');
  },
};

export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('fleets').error('list'));
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
