import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { Field } from '../../../components/form/Field/Field';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { ShipmentPicker } from './ShipmentPicker';

function Picker({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Field label="Pengiriman">
        <ShipmentPicker value={value} onChange={setValue} placeholder="Semua pengiriman" />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, role, permissions }: { start?: number | null; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Pemilih pengiriman', element: <Picker start={start} /> }]} />;
}

/**
 * A shipment by number, plate or driver (the change log's record filter): newest first, the plate
 * beneath; a chosen shipment shows its number.
 */
const meta = { title: 'Shipments/Components/ShipmentPicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = () => page().findByRole('combobox', { name: 'Pengiriman' });
const value = () => page().getByRole('status', { name: 'Nilai' });

export const SearchAndChoose: Story = {
  name: 'Search by plate and choose',
  play: async () => {
    await userEvent.type(await picker(), 'E 7788');
    const option = await page().findByRole('option', { name: /S-000010/ });
    await expect(option).toHaveTextContent('E 7788 AD');
    await userEvent.click(option);
    await expect(value()).toHaveTextContent('10');
    await expect(await picker()).toHaveValue('S-000010');
  },
};

export const NewestFirst: Story = {
  name: 'Keyboard: newest first, choose, clear',
  play: async () => {
    (await picker()).focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await page().findAllByRole('option');
    await expect(options).toHaveLength(10);
    const newest = [...shipmentStore.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    await expect(options[0]).toHaveTextContent(`S-${String(newest.id).padStart(6, '0')}`);
    await userEvent.keyboard('{Enter}');
    await expect(value()).toHaveTextContent(String(newest.id));
    await userEvent.click(page().getByRole('button', { name: 'Hapus pilihan' }));
    await expect(value()).toHaveTextContent('null');
  },
};

export const Chosen: Story = {
  name: 'A chosen shipment (from a link) shows its number',
  args: { start: 3 },
  play: async () => {
    await expect(await page().findByDisplayValue('S-000003')).toBeVisible();
  },
};

export const WithoutReadShipment: Story = {
  name: 'Without read-shipment: the number from the id',
  args: { start: 3, permissions: ['read-shipments'] },
  play: async () => {
    await expect(await picker()).toHaveValue('S-000003');
  },
};

export const NoMatch: Story = {
  name: 'Empty: nothing matches',
  play: async () => {
    await userEvent.type(await picker(), 'tidak-ada');
    await expect(await page().findByText('Tidak ada hasil')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').slow('list'));
  },
  play: async () => {
    await userEvent.type(await picker(), 'S-');
    await expect(await page().findByText('Mencari…')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  name: 'Error: the search failed',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').error('list'));
  },
  play: async () => {
    await userEvent.type(await picker(), 'S-');
    await expect(await page().findByText('Pencarian gagal.')).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content: a long driver and plate',
  beforeEach() {
    deliveryScenarios.longShipment(1);
  },
  play: async () => {
    await userEvent.type(await picker(), 'Raden Mas');
    const option = await page().findByRole('option', { name: /S-000011/ });
    await expect(within(option).getByText('AB 1234 CDE')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: SearchAndChoose.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.type(await picker(), 'tidak-ada');
    await expect(await page().findByText('No results')).toBeVisible();
  },
};
