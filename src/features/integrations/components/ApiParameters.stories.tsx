import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OPENAPI_SAMPLE } from '../../../mocks/data/openapi-sample';
import { expectNoSideScroll, rowHeaders } from '../../../lib/testing/story-queries';
import { operationForHash, readReference, type Json } from './ApiDocument';
import { ApiParameters } from './ApiParameters';

const document = OPENAPI_SAMPLE as unknown as Json;
const parametersOf = (anchor: string) => operationForHash(readReference(document).groups, `#${anchor}`)!.parameters;

/** An operation's parameters as the shared table: name, where it goes, required, type with its limits, description. */
const meta = {
  title: 'Integrations/Components/ApiParameters',
  component: ApiParameters,
  parameters: { layout: 'padded' },
  args: { document, parameters: parametersOf('listCustomers'), operation: 'GET /api/customers' },
} satisfies Meta<typeof ApiParameters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Parameter GET /api/customers' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nama', 'Letak', 'Wajib', 'Tipe', 'Keterangan']);
    await expect(rowHeaders(table)).toEqual(['q', 'page', 'size', 'sort']);
    const size = within(table).getByRole('rowheader', { name: 'size' }).closest('tr')!;
    await expect(size).toHaveTextContent('query');
    await expect(size).toHaveTextContent('Tidak');
    await expect(size).toHaveTextContent('min. 1 · maks. 100 · bawaan 20');
    await expect(within(table).getByRole('rowheader', { name: 'sort' }).closest('tr')).toHaveTextContent('-createdAt');
    await expect(within(table).getByRole('rowheader', { name: 'q' }).closest('tr')).toHaveTextContent('Words searched in the code, name and address.');
  },
};

export const PathAndHeader: Story = {
  name: 'Path and header: the id and Idempotency-Key',
  args: { parameters: parametersOf('uploadShipmentProof'), operation: 'POST /api/shipments/{id}/proof' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Parameter POST /api/shipments/{id}/proof' });
    await expect(within(table).getByRole('rowheader', { name: 'id' }).closest('tr')).toHaveTextContent('pathYa');
    await expect(within(table).getByRole('rowheader', { name: 'Idempotency-Key' }).closest('tr')).toHaveTextContent('A unique key per create');
  },
};

export const Phone: Story = {
  name: 'Phone: each parameter a card, nothing sideways',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'sort' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Parameter GET /api/customers' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Parameters of GET /api/customers' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'In', 'Required', 'Type', 'Description']);
    await expect(within(table).getByRole('rowheader', { name: 'size' }).closest('tr')).toHaveTextContent('min. 1 · max. 100 · default 20');
  },
};
