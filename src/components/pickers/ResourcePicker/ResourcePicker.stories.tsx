import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FLEETS } from '../../../../contract/areas';
import type { Fleet } from '../../../../contract/fleets';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { Field } from '../../form/Field/Field';
import { ResourcePicker, type ResourceLookup } from './ResourcePicker';

/** A lookup declared in place, as an area would: fleets by plate, heavy ones only, "F" + id when unread. */
const heavyFleets: ResourceLookup<Fleet> = {
  path: FLEETS.api,
  params: { sort: 'plate', size: '50' },
  readList: FLEETS.permission.list,
  readOne: FLEETS.permission.read,
  keep: (fleet) => (fleet.capacityKg ?? 0) >= 4000,
  toOption: (fleet) => ({ value: fleet.id, label: fleet.plate, description: `${fleet.model} · ${fleet.capacityKg} kg` }),
  idLabel: (id) => `F${id}`,
};

function Picker({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Field label="Armada berat">
        <ResourcePicker lookup={heavyFleets} value={value} onChange={setValue} placeholder="Cari nomor polisi" />
      </Field>
      <output aria-label="Nilai">{String(value)}</output>
    </div>
  );
}

function Demo({ start = null, role, permissions }: { start?: number | null; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Pemilih rekaman', element: <Picker start={start} /> }]} />;
}

/**
 * The one picker every area's picker is a lookup on (decisions 161, 171): server search with `q`,
 * ten options at most after `keep`, the chosen record's label from `GET {path}/:id`, the list
 * permission checked before searching.
 */
const meta = { title: 'Pickers/ResourcePicker', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Armada berat' });

export const KeepsOnlyWhatTheLookupOffers: Story = {
  play: async ({ canvasElement }) => {
    (await picker(canvasElement)).focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await within(canvasElement).findAllByRole('option');
    await expect(options.length).toBeGreaterThan(0);
    await expect(options.length).toBeLessThanOrEqual(10);
    for (const option of options) await expect(Number(/· (\d+) kg/.exec(option.textContent ?? '')?.[1])).toBeGreaterThanOrEqual(4000);
  },
};

export const ChosenRecordByItsLabel: Story = {
  args: { start: 1 },
  play: async ({ canvasElement }) => {
    const box = (await picker(canvasElement)) as HTMLInputElement;
    // Its id until the record arrives, then its plate.
    await waitFor(() => expect(box.value).toMatch(/^[A-Z]{1,2} \d{1,4} [A-Z]{1,3}$/));
  },
};

export const WithoutTheListPermission: Story = {
  args: { start: 2, permissions: ['read-fleet'] },
  play: async ({ canvasElement }) => {
    const box = (await picker(canvasElement)) as HTMLInputElement;
    await expect(box).toBeDisabled();
    // The chosen record still reads by its plate (read-fleet), not by its id.
    await waitFor(() => expect(box.value).toMatch(/^[A-Z]{1,2} \d{1,4} [A-Z]{1,3}$/));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await picker(canvasElement)).toBeVisible();
  },
};
