import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { longOpenApiSample, OPENAPI_SAMPLE } from '../../../mocks/data/openapi-sample';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { operationForHash, readReference, type Json } from './ApiDocument';
import { ApiOperation } from './ApiOperation';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';

const SAMPLE = OPENAPI_SAMPLE as unknown as Json;

/** The operation, opened and closed by its heading's button as the page does. */
function Operation({ anchor, document = SAMPLE, initiallyOpen = false }: { anchor: string; document?: Json; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const operation = operationForHash(readReference(document).groups, `#${anchor}`)!;
  return <ApiOperation document={document} operation={operation} open={open} onToggle={(_, next) => setOpen(next)} />;
}

/**
 * One operation of the sample document (mocks/data/openapi-sample.ts): collapsed to its method,
 * path and summary; opened, its permissions in words, the Idempotency-Key and version notes, its
 * parameters, body fields, answers and examples, and a link to send a colleague.
 */
const meta = {
  title: 'Integrations/Components/ApiOperation',
  component: Operation,
  parameters: { layout: 'padded' },
  args: { anchor: 'createCustomer' },
} satisfies Meta<typeof Operation>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('button', { name });

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const button = toggle(canvasElement, /^POST \/api\/customers Create a customer$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toContainElement(button);
    await expect(within(canvasElement).getByRole('region', { name: /Create a customer/ })).toHaveAttribute('id', 'createCustomer');
    // Nothing of the details is drawn until asked for.
    await expect(within(canvasElement).queryByRole('heading', { level: 4 })).toBeNull();
  },
};

export const Opened: Story = {
  name: 'Opened: permissions, notes, parameters, body, answers, examples',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(toggle(canvasElement, /Create a customer/));
    await expect(toggle(canvasElement, /Create a customer/)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Hak akses', 'Parameter', 'Isi permintaan', 'Jawaban', 'Contoh']);
    // The permission in the role editor's words, with its name.
    await expect(canvas.getByText('create-customer').closest('li')).toHaveTextContent(/^Menambah kustomer create-customer$/i);
    await expect(canvas.getByText(/^Kirim header Idempotency-Key yang unik/)).toBeVisible();
    await expect(canvas.queryByText(/^Kirim version/)).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Parameter POST /api/customers' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Isian application/json' })).toHaveTextContent('code');
    await expect(canvas.getByRole('figure', { name: 'Contoh permintaan: A shop in Jakarta' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Contoh jawaban 201: created' })).toBeVisible();
    // Closed again by the same button.
    await userEvent.click(toggle(canvasElement, /Create a customer/));
    await expect(canvas.queryByRole('heading', { level: 4 })).toBeNull();
  },
};

export const CopyLink: Story = {
  name: 'Copy link: the address with the operation\u2019s anchor',
  args: { initiallyOpen: true },
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin tautan' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expect.stringMatching(/#createCustomer$/));
    await expect(canvas.getByText('Tautan ke operasi ini disalin.')).toBeVisible();
  },
};

export const Versioned: Story = {
  name: 'A change: the version note and a path parameter',
  args: { anchor: 'updateCustomer', initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Kirim version dari data yang terakhir dibaca/)).toBeVisible();
    await expect(canvas.queryByText(/Idempotency-Key/)).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'id' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Isian application/json' })).toHaveTextContent('version');
  },
};

export const Public: Story = {
  name: 'Public: sign-in, no permission',
  args: { anchor: 'login', initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(toggle(canvasElement, /Sign in/)).toHaveTextContent('Tanpa masuk');
    await expect(canvas.getByText('Bisa dipanggil tanpa masuk.')).toBeVisible();
    await expect(canvas.queryByText(/^Autentikasi/)).toBeNull();
    await expect(within(canvas.getByRole('heading', { level: 5, name: /^Status 401/ }).closest('li')!).getByRole('list', { name: 'Kode galat' })).toHaveTextContent('INVALID_CREDENTIALS');
  },
};

export const ManyPermissions: Story = {
  name: 'Several permissions, a nested body, a multipart upload',
  args: { anchor: 'createDeliveryOrder', initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByText('create-delivery-order').closest('ul')!;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Autentikasi: bearer')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Contoh permintaan: Two lines' })).toHaveTextContent('"unit": "BOX"');
  },
};

export const LongContent: Story = {
  name: 'Long content: a long path and summary on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { anchor: 'readLongResource1', document: longOpenApiSample(1) as unknown as Json, initiallyOpen: true },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement, /Read long resource number 1 /)).toBeVisible();
    await expect(within(canvasElement).getByText('Melihat daftar barang').closest('li')).toHaveTextContent('read-items');
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Kirim header Idempotency-Key/)).toBeVisible();
    await expect(within(canvasElement).getByRole('table', { name: 'Parameter POST /api/customers' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(toggle(canvasElement, /Create a customer/));
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Permissions', 'Parameters', 'Request body', 'Responses', 'Examples']);
    await expect(canvas.getByText(/^Send a unique Idempotency-Key header/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};
