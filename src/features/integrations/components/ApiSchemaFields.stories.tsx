import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OPENAPI_SAMPLE } from '../../../mocks/data/openapi-sample';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import type { Json, Schema } from './ApiDocument';
import { ApiSchemaFields } from './ApiSchemaFields';

const document = OPENAPI_SAMPLE as unknown as Json;
const body = (path: string) => OPENAPI_SAMPLE.paths[path as '/api/delivery-orders'].post.requestBody.content['application/json'].schema as unknown as Schema;
const field = (list: HTMLElement, name: string) => within(list).getByText(name, { selector: 'code.name' }).closest('li')!;

/**
 * A request or answer schema as a nested list of fields (the sample document of
 * mocks/data/openapi-sample.ts): type, required, limits, accepted values, nested objects, array
 * items and alternatives; a component inside itself is named, not opened again.
 */
const meta = {
  title: 'Integrations/Components/ApiSchemaFields',
  component: ApiSchemaFields,
  parameters: { layout: 'padded' },
  args: { document, schema: body('/api/delivery-orders'), label: 'Isian application/json' },
} satisfies Meta<typeof ApiSchemaFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Nested: a delivery order with its lines',
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Isian application/json' });
    const date = field(list, 'date');
    await expect(date).toHaveTextContent('string');
    await expect(date).toHaveTextContent('wajib');
    await expect(date).toHaveTextContent('format date');
    await expect(field(list, 'note')).toHaveTextContent('boleh null · maks. 500 karakter');
    await expect(field(list, 'note')).not.toHaveTextContent('wajib');
    await expect(field(list, 'priority')).toHaveTextContent('Nilai yang diterima: NORMAL, URGENT');
    await expect(field(list, 'priority')).toHaveTextContent('bawaan NORMAL');
    const lines = field(list, 'lines');
    await expect(lines).toHaveTextContent('larik object');
    await expect(lines).toHaveTextContent('min. 1 butir · maks. 200 butir');
    await expect(within(lines).getByText('Setiap butir:')).toBeVisible();
    await expect(field(lines, 'quantity')).toHaveTextContent('lebih dari 0 · maks. 1000000 · kelipatan 0.001');
  },
};

export const RefsAndRecursion: Story = {
  name: '$ref: a component opened once, named when met inside itself',
  args: { schema: { $ref: '#/components/schemas/DeliveryOrder' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Isian application/json' });
    const customer = field(list, 'customer');
    await expect(customer).toHaveTextContent('Customer');
    // allOf: the input's fields and the record's own.
    await expect(field(customer, 'code')).toHaveTextContent('pola ^[A-Z0-9-]+$');
    await expect(field(customer, 'id')).toHaveTextContent('hanya dibaca');
    await expect(field(list, 'status')).toHaveTextContent('BARU, PROSES, SELESAI, BATAL');
    const replaces = field(list, 'replaces');
    await expect(replaces).toHaveTextContent('DeliveryOrder');
    await expect(replaces).toHaveTextContent('boleh null');
    await expect(within(replaces).getByText('DeliveryOrder, lihat di atas')).toBeVisible();
  },
};

export const Multipart: Story = {
  name: 'Multipart: a file part',
  args: {
    schema: OPENAPI_SAMPLE.paths['/api/shipments/{id}/proof'].post.requestBody.content['multipart/form-data'].schema as unknown as Schema,
    label: 'Isian multipart/form-data',
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Isian multipart/form-data' });
    await expect(field(list, 'file')).toHaveTextContent('berkas');
    await expect(field(list, 'file')).toHaveTextContent('JPEG, PNG or WebP, at most 10 MB.');
  },
};

export const NotAnObject: Story = {
  name: 'Not an object: an array of strings, and alternatives',
  args: { schema: { type: 'array', maxItems: 3, items: { oneOf: [{ type: 'string' }, { type: 'object', properties: { id: { type: 'integer' } } }] } } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Isian application/json' });
    await expect(list).toHaveTextContent('maks. 3 butir');
    await expect(within(list).getByText('Salah satu dari:')).toBeVisible();
    await expect(within(list).getByText('Pilihan 2')).toBeVisible();
    await expect(within(list).getByText('id')).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content: long names and descriptions wrap on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    schema: {
      type: 'object',
      required: ['aVeryLongFieldNameThatNeverEndsBecauseGeneratorsLikeThemLong'],
      properties: {
        aVeryLongFieldNameThatNeverEndsBecauseGeneratorsLikeThemLong: { type: 'string', pattern: `^${'[A-Z0-9]'.repeat(20)}$`, description: 'Sebuah keterangan panjang. '.repeat(12) },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('aVeryLongFieldNameThatNeverEndsBecauseGeneratorsLikeThemLong')).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { schema: { $ref: '#/components/schemas/DeliveryOrder' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('DeliveryOrder, lihat di atas')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Fields of application/json' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fields of application/json' });
    await expect(field(list, 'note')).toHaveTextContent('nullable · max. 500 characters');
    await expect(field(list, 'date')).toHaveTextContent('required');
    await expect(field(list, 'lines')).toHaveTextContent('array of object');
    await expect(within(list).getByText('Each item:')).toBeVisible();
  },
};
