import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../../components/feedback/Toast/ToastProvider';
import { CreateUserForm, EditUserForm, UserListStub } from './FormDemo';

/**
 * Forms built with the toolkit (react-hook-form + the contract's zod schemas): translated inline
 * errors, the server's field errors on their fields, one record per create however often it is
 * submitted, the unsaved-changes prompt, and a version conflict that keeps the user's input.
 */
function App({ start, children }: { start: string; children?: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/users', element: <UserListStub /> },
        { path: '/users/new', element: <CreateUserForm /> },
        { path: '/users/7/edit', element: <EditUserForm user={{ id: 7, name: 'Budi', email: 'budi@laju.id', version: 3 }} /> },
      ],
      { initialEntries: [start] },
    ),
  );
  return (
    <ToastProvider>
      <div style={{ padding: 24 }}>
        <RouterProvider router={router} />
        {children}
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'Form/Schema form (pattern)',
  component: App,
  args: { start: '/users/new' },
  parameters: { router: false },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const description = (name: RegExp | string) => screen().getByRole('textbox', { name });

async function fillValidUser(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Nama pengguna/ }), 'sari.w');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nama' }), 'Sari Wulandari');
  await userEvent.click(canvas.getByRole('combobox', { name: /Peran/ }));
  await userEvent.click(await canvas.findByRole('option', { name: 'Admin Gudang' }));
  await userEvent.type(canvas.getByLabelText(/Kata sandi/), 'Gudang-Cakung-77');
}

export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const username = canvas.getByRole('textbox', { name: /Nama pengguna/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription('Minimal 3 karakter.'));
    // Focus goes to the first field in error.
    await expect(username).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription('Wajib diisi.');
    await expect(canvas.getByRole('combobox', { name: /Peran/ })).toHaveAccessibleDescription('Wajib diisi.');
    await expect(canvas.getByLabelText(/Kata sandi/)).toHaveAccessibleDescription('Kata sandi minimal 8 karakter.');
    // Fixing a field clears its error as the user types.
    await userEvent.type(username, 'bu di');
    await expect(username).toHaveAccessibleDescription('Format tidak valid.');
    await userEvent.clear(username);
    await userEvent.type(username, 'budi');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'budi@');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/valid/);
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/users', () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'Username taken', fields: { username: 'TAKEN' } } },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUser(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const username = canvas.getByRole('textbox', { name: /Nama pengguna/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription('Sudah dipakai; pilih yang lain.'));
    await expect(username).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).not.toHaveAttribute('aria-invalid');
  },
};

const requests: { key: string | null }[] = [];

export const SavingCreatesOneRecord: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(
      http.post('/api/users', async ({ request }) => {
        requests.push({ key: request.headers.get('Idempotency-Key') });
        await delay(300);
        return HttpResponse.json({ data: { id: 12 } }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUser(canvas);
    const submit = canvas.getByRole('button', { name: 'Simpan' });
    await userEvent.dblClick(submit);
    // Submit is disabled and busy while saving: the second click sends nothing.
    await expect(canvas.getByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Menyimpan…' }), { pointerEventsCheck: 0 });
    // Success: a toast, then back to the list without the unsaved-changes question.
    await expect(await canvas.findByRole('heading', { name: 'Daftar pengguna' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Notifikasi' })).toHaveTextContent('Pengguna Sari Wulandari disimpan.');
    await expect(requests).toHaveLength(1);
    await expect(requests[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(screen().queryByRole('alertdialog')).toBeNull();
  },
};

export const UnsavedChangesPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nama' });
    await userEvent.type(name, 'Setengah diisi');
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await expect(dialog).toHaveAccessibleDescription('Perubahan yang belum disimpan akan hilang.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveValue('Setengah diisi');
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    await userEvent.click(await screen().findByRole('button', { name: 'Tinggalkan' }));
    await expect(await canvas.findByRole('heading', { name: 'Daftar pengguna' })).toBeVisible();
  },
};

export const CleanFormLeavesWithoutAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    await expect(await canvas.findByRole('heading', { name: 'Daftar pengguna' })).toBeVisible();
    await expect(screen().queryByRole('alertdialog')).toBeNull();
  },
};

const patches: { version: number }[] = [];

export const VersionConflict: Story = {
  args: { start: '/users/7/edit' },
  beforeEach({ msw }) {
    patches.length = 0;
    msw.use(
      http.patch('/api/users/7', async ({ request }) => {
        const body = (await request.json()) as { name: string; email: string; version: number };
        patches.push({ version: body.version });
        if (body.version < 4) {
          return HttpResponse.json(
            {
              error: {
                code: 'VERSION_CONFLICT',
                message: 'Stale version',
                current: { id: 7, name: 'Budi S.', email: 'budi@laju.id', version: 4 },
              },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({ data: { id: 7, name: body.name, email: body.email, version: 5 } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nama' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Santoso');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    // The input is kept, and the current value shows beside it.
    await expect(name).toHaveValue('Budi Santoso');
    await expect(name).toHaveAccessibleDescription('Nilai terbaru di server: Budi S.');
    const row = within(canvas.getByRole('table')).getByRole('row', { name: /Nama/ });
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Budi Santoso', 'Budi S.']);
    // Email did not differ, so it is not listed.
    await expect(within(canvas.getByRole('table')).queryByRole('row', { name: /Email/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan isian saya' }));
    await expect(await canvas.findByText('Pengguna Budi Santoso disimpan.')).toBeVisible();
    await expect(patches.map((patch) => patch.version)).toEqual([3, 4]);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const VersionConflictUseCurrent: Story = {
  ...VersionConflict,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama' }), ' Santoso');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveValue('Budi S.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(/Nama pengguna/)).toHaveAccessibleDescription('At least 3 characters.'));
    await expect(canvas.getByLabelText(/Kata sandi/)).toHaveAccessibleDescription('The password needs at least 8 characters.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription('Wajib diisi.'));
  },
};
