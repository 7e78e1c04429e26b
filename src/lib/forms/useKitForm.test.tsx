import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ToastProvider } from '../../components/feedback/Toast/ToastProvider';
import { Field } from '../../components/form/Field/Field';
import { TextInput } from '../../components/form/TextInput/TextInput';
import { ApiError } from '../api/errors';
import { createStaticI18n } from '../i18n';
import { bundledResources } from '../i18n-resources';
import { useFollowRecord } from './useFollowRecord';
import { useKitForm, type KitFormSave } from './useKitForm';

const schema = z.strictObject({ version: z.number().int().positive(), name: z.string().trim().min(1), phone: z.string() });
type Values = z.output<typeof schema>;
type Save = (values: Values, context: KitFormSave<Values>) => Promise<Values>;

interface DemoProps {
  save: Save;
  conflictFields?: readonly string[];
  onDirtyChange?(dirty: boolean): void;
  defaultValues?: Values;
  current?: Values;
  valuesOf?(record: Values): Values;
}

const FIELDS = ['name', 'phone'];

/** Two fields of a customer, as an area's form renders them around the hook. */
function Demo({ save, conflictFields, onDirtyChange, defaultValues = { version: 1, name: 'Toko Lama', phone: '' }, current, valuesOf }: DemoProps) {
  const kit = useKitForm({
    ns: 'customers',
    schema,
    defaultValues,
    fields: FIELDS,
    conflictFields,
    save,
    savedText: (saved) => `Tersimpan: ${saved.name}`,
    onSaved: (saved) => kit.form.reset(saved),
    onDirtyChange,
    valuesOf,
  });
  useFollowRecord(kit.form, current, FIELDS, valuesOf);
  return (
    <form aria-label="Contoh" {...kit.formProps}>
      {kit.notice}
      {kit.formError && <p role="alert">{kit.formError}</p>}
      <Field label="Nama" error={kit.errorText('name')} currentValue={kit.currentValue('name')}>
        <TextInput {...kit.form.register('name')} />
      </Field>
      <Field label="Telepon" error={kit.errorText('phone')} currentValue={kit.currentValue('phone')}>
        <TextInput {...kit.form.register('phone')} />
      </Field>
      <button type="submit" disabled={kit.saving}>
        Simpan
      </button>
    </form>
  );
}

const i18n = createStaticI18n(bundledResources, 'id');
const inApp = (props: DemoProps) => (
  <I18nextProvider i18n={i18n}>
    <ToastProvider>
      <Demo {...props} />
    </ToastProvider>
  </I18nextProvider>
);

function renderDemo(props: DemoProps) {
  const user = userEvent.setup();
  const { rerender } = render(inApp(props));
  return Object.assign(user, { rerender: (next: DemoProps) => rerender(inApp(next)) });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** What a screen reader reads after the field's name: its error, the server's value, its hint. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const saveButton = () => screen.getByRole('button', { name: 'Simpan' });
const stored = (overrides: Partial<Values> = {}): Values => ({ version: 2, name: 'Toko Lama', phone: '', ...overrides });

describe('useKitForm', () => {
  it("shows the schema's error in the area's words and sends nothing", async () => {
    const save = vi.fn<Save>();
    const user = renderDemo({ save });
    await user.clear(field('Nama'));
    await user.click(saveButton());
    await waitFor(() => expect(description(field('Nama'))).toBe('Nama kustomer wajib diisi.'));
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the parsed values with the changed fields, toasts, and reports whether anything is unsaved', async () => {
    const save = vi.fn<Save>(async (values) => stored(values));
    const onDirtyChange = vi.fn();
    const user = renderDemo({ save, onDirtyChange });
    await user.type(field('Telepon'), '0800 1111 222');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(saveButton());
    expect(await screen.findByText('Tersimpan: Toko Lama')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({ version: 1, name: 'Toko Lama', phone: '0800 1111 222' });
    expect(save.mock.calls[0]![1].changed).toEqual({ phone: '0800 1111 222' });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it("puts the server's field errors on their fields and the rest above them", async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'taken', { name: 'TAKEN' }))
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'forbidden'));
    const user = renderDemo({ save });
    await user.click(saveButton());
    await waitFor(() => expect(description(field('Nama'))).toMatch(/^Nama kustomer ini sudah dipakai/));
    expect(document.activeElement).toBe(field('Nama'));
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Anda tidak memiliki izin untuk tindakan ini.');
  });

  it('shows a version conflict beside the kept input, and "keep mine" saves over the newest version', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(409, 'VERSION_CONFLICT', 'stale', {}, { current: stored({ name: 'Toko Baru' }) }))
      .mockImplementationOnce(async (values) => stored({ ...values, version: 3 }));
    const user = renderDemo({ save });
    await user.clear(field('Nama'));
    await user.type(field('Nama'), 'Toko Saya');
    await user.click(saveButton());
    const notice = await screen.findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    expect(within(notice).getByRole('table').textContent).toContain('Toko Baru');
    expect(description(field('Nama'))).toBe('Nilai terbaru di server: Toko Baru');
    expect((field('Nama') as HTMLInputElement).value).toBe('Toko Saya');
    await user.click(within(notice).getByRole('button', { name: 'Simpan isian saya' }));
    expect(await screen.findByText('Tersimpan: Toko Saya')).toBeTruthy();
    expect(save.mock.calls[1]![0]).toMatchObject({ version: 2, name: 'Toko Saya' });
    expect(screen.queryByRole('region', { name: 'Data ini baru saja diubah orang lain' })).toBeNull();
  });

  it('follows a record saved in place: shown when untouched, its version taken under input it left alone', async () => {
    const save = vi.fn<Save>(async (values) => stored({ ...values, version: 4 }));
    const user = renderDemo({ save, current: stored({ version: 1 }) });
    // Changed elsewhere on the screen while nobody typed: the form shows it.
    user.rerender({ save, current: stored({ version: 2, name: 'Toko Baru' }) });
    await waitFor(() => expect((field('Nama') as HTMLInputElement).value).toBe('Toko Baru'));
    await user.type(field('Telepon'), '0800 1111 222');
    // Moved on again (a logo, a password) without touching these fields: the input stays.
    user.rerender({ save, current: stored({ version: 3, name: 'Toko Baru' }) });
    await user.click(saveButton());
    expect(await screen.findByText('Tersimpan: Toko Baru')).toBeTruthy();
    expect(save.mock.calls[0]![0]).toEqual({ version: 3, name: 'Toko Baru', phone: '0800 1111 222' });
  });

  it("reads the server's record in a conflict as the form holds it, so a field written differently is no conflict", async () => {
    const spaced = (record: Values): Values => ({ ...record, phone: record.phone.replace(/^(\d{4})(\d{4})(\d+)$/, '$1 $2 $3') });
    const save = vi.fn<Save>().mockRejectedValueOnce(new ApiError(409, 'VERSION_CONFLICT', 'stale', {}, { current: stored({ name: 'Toko Baru', phone: '08001111222' }) }));
    const user = renderDemo({ save, defaultValues: { version: 1, name: 'Toko Lama', phone: '0800 1111 222' }, valuesOf: spaced });
    await user.clear(field('Nama'));
    await user.type(field('Nama'), 'Toko Saya');
    await user.click(saveButton());
    const notice = await screen.findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    const rows = within(within(notice).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.anything(), expect.stringContaining('Toko Baru')]);
    expect(description(field('Telepon'))).toBe('');
  });

  it('without conflict fields, a version conflict the save let through reads as a form error', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new ApiError(409, 'VERSION_CONFLICT', 'stale', {}, { current: stored() }));
    const user = renderDemo({ save, conflictFields: [] });
    await user.type(field('Telepon'), '0800');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Data ini baru saja diubah orang lain\. Muat ulang/);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
