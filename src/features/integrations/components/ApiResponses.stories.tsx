import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OPENAPI_SAMPLE } from '../../../mocks/data/openapi-sample';
import { operationForHash, readReference, type Json } from './ApiDocument';
import { ApiResponses } from './ApiResponses';

const document = OPENAPI_SAMPLE as unknown as Json;
const responsesOf = (anchor: string) => operationForHash(readReference(document).groups, `#${anchor}`)!.responses;

/** An operation's answers by status: what each means, its error codes, and a success answer's fields. */
const meta = {
  title: 'Integrations/Components/ApiResponses',
  component: ApiResponses,
  parameters: { layout: 'padded' },
  args: { document, responses: responsesOf('createCustomer') },
} satisfies Meta<typeof ApiResponses>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = (canvasElement: HTMLElement, status: string) => within(canvasElement).getByRole('heading', { level: 5, name: new RegExp(`^Status ${status}`) }).closest('li')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['201Status 201Created.', '400Status 400The input breaks a rule; `fields` says which.', '409Status 409The code is taken, or the key was used for another request.']);
    const created = within(answer(canvasElement, '201'));
    await expect(created.getByRole('list', { name: 'Isian application/json (201)' })).toHaveTextContent('Customer');
    const conflict = within(answer(canvasElement, '409'));
    await expect(conflict.getByRole('list', { name: 'Kode galat' })).toHaveTextContent('CONFLICTIDEMPOTENCY_KEY_REUSED');
    // The shared error shape is named, not listed again under each status.
    await expect(conflict.getByText('Isinya bentuk galat bersama ErrorBody (application/json).')).toBeVisible();
    await expect(conflict.queryByRole('list', { name: /^Isian/ })).toBeNull();
  },
};

export const NoBody: Story = {
  name: 'No body, and codes from an enum and from examples',
  args: { responses: [...responsesOf('uploadShipmentProof').slice(0, 1), ...responsesOf('updateCustomer').slice(2), ...responsesOf('createDeliveryOrder').slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(within(answer(canvasElement, '204')).getByText('Tanpa isi.')).toBeVisible();
    await expect(within(answer(canvasElement, '409')).getByRole('list', { name: 'Kode galat' })).toHaveTextContent('VERSION_CONFLICTCONFLICT');
    await expect(within(answer(canvasElement, '422')).getByRole('list', { name: 'Kode galat' })).toHaveTextContent('UNKNOWN_REFERENCERECORD_INACTIVE');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(answer(canvasElement, '409')).getByRole('list', { name: 'Kode galat' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const conflict = within(answer(canvasElement, '409'));
    await expect(conflict.getByRole('list', { name: 'Error codes' })).toHaveTextContent('CONFLICT');
    await expect(conflict.getByText('The body is the shared error shape ErrorBody (application/json).')).toBeVisible();
  },
};
