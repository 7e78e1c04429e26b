import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeInput, type DateRange } from '../../form/DateRangeInput/DateRangeInput';
import { Field } from '../../form/Field/Field';
import { Select } from '../../form/Select/Select';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: { search: '', onSearchChange: fn(), onReset: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const roleOptions = [
  { value: '1', label: 'Master' },
  { value: '2', label: 'Admin Gudang' },
  { value: '3', label: 'Sopir' },
];

/** The bar with a role filter and a date range, holding its state the way useListState would. */
function WithFilters({
  onSearchChange,
  onReset,
  initialRole = '',
  initialRange = {},
}: {
  onSearchChange(q: string): void;
  onReset(): void;
  initialRole?: string;
  initialRange?: DateRange;
}) {
  const [q, setQ] = useState('');
  const [role, setRole] = useState(initialRole);
  const [range, setRange] = useState<DateRange>(initialRange);
  return (
    <>
      <FilterBar
        search={q}
        onSearchChange={(next) => {
          setQ(next);
          onSearchChange(next);
        }}
        canReset={q !== '' || role !== '' || !!range.start || !!range.end}
        activeFilters={(role !== '' ? 1 : 0) + (range.start || range.end ? 1 : 0)}
        onReset={() => {
          setQ('');
          setRole('');
          setRange({});
          onReset();
        }}
      >
        <Field label="Peran">
          <Select options={roleOptions} placeholder="Semua peran" value={role} onChange={(event) => setRole(event.target.value)} />
        </Field>
        <DateRangeInput label="Tanggal dibuat" value={range} onChange={setRange} />
      </FilterBar>
      <output aria-label="Kueri">{JSON.stringify({ q, role, ...range })}</output>
    </>
  );
}

export const DebouncedSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = within(canvas.getByRole('search', { name: 'Cari dan saring' })).getByRole('searchbox', { name: 'Cari' });
    await userEvent.type(search, 'budi', { delay: 20 });
    // Nothing while typing; once, with the whole word, after the pause.
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledOnce());
    await expect(args.onSearchChange).toHaveBeenCalledWith('budi');
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Cari' });
    await userEvent.type(search, 'sari{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('sari');
    await new Promise((resolve) => setTimeout(resolve, 350));
    // The pending debounce was cancelled: still one call.
    await expect(args.onSearchChange).toHaveBeenCalledOnce();
  },
};

export const FiltersAndReset: Story = {
  render: (args) => <WithFilters onSearchChange={args.onSearchChange} onReset={args.onReset!} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reset = canvas.getByRole('button', { name: 'Atur ulang' });
    await expect(reset).toBeDisabled();
    // A wide screen shows the filters in the bar: nothing to unfold.
    await expect(canvas.queryByRole('button', { name: /^Filter/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Peran' }), 'Sopir');
    const group = canvas.getByRole('group', { name: 'Tanggal dibuat' });
    await userEvent.type(within(group).getByLabelText('Dari tanggal'), '2026-01-05');
    await userEvent.type(within(group).getByLabelText('Sampai tanggal'), '2026-01-31');
    await expect(canvas.getByRole('status', { name: 'Kueri' })).toHaveTextContent('"role":"3","start":"2026-01-05","end":"2026-01-31"');
    await userEvent.click(reset);
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('combobox', { name: 'Peran' })).toHaveValue('');
    await expect(within(group).getByLabelText('Dari tanggal')).toHaveValue('');
  },
};

const phone = { viewport: { value: 'mobile2', isRotated: false } };

/** A phone folds the filters behind one button beside the search, so the list starts on the first screen. */
export const FoldedOnPhone: Story = {
  globals: phone,
  render: (args) => <WithFilters onSearchChange={args.onSearchChange} onReset={args.onReset!} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Cari' })).toBeVisible();
    const fold = canvas.getByRole('button', { name: 'Filter' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Peran' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Atur ulang' })).toBeNull();
    await userEvent.click(fold);
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Peran' }), 'Sopir');
    // The button counts the filters in force.
    await expect(canvas.getByRole('button', { name: 'Filter (1)' })).toBe(fold);
    await userEvent.click(fold);
    await expect(canvas.queryByRole('combobox', { name: 'Peran' })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Kueri' })).toHaveTextContent('"role":"3"');
  },
};

export const FoldedWithCount: Story = {
  name: 'Folded on a phone, two filters in force: "Filter (2)", opened',
  globals: phone,
  render: (args) => (
    <WithFilters onSearchChange={args.onSearchChange} onReset={args.onReset!} initialRole="2" initialRange={{ start: '2026-01-05' }} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fold = canvas.getByRole('button', { name: 'Filter (2)' });
    await expect(fold).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Tanggal dibuat' })).toBeNull();
    await userEvent.click(fold);
    await expect(canvas.getByRole('combobox', { name: 'Peran' })).toHaveValue('2');
    await expect(within(canvas.getByRole('group', { name: 'Tanggal dibuat' })).getByLabelText('Dari tanggal')).toHaveValue('2026-01-05');
    // The filters take the bar's width, one under the other, the search box above them.
    const search = canvas.getByRole('searchbox', { name: 'Cari' }).getBoundingClientRect();
    const role = canvas.getByRole('combobox', { name: 'Peran' }).getBoundingClientRect();
    await expect(role.top).toBeGreaterThan(search.bottom);
    await userEvent.click(canvas.getByRole('button', { name: 'Atur ulang' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FoldedEnglish: Story = {
  globals: { ...phone, locale: 'en' },
  render: (args) => <WithFilters onSearchChange={args.onSearchChange} onReset={args.onReset!} initialRole="1" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search as a busy page's URL holds it: each change arrives `lag` ms after it was sent. */
function WithSlowUrl({ onSearchChange, lag }: { onSearchChange(q: string): void; lag: number }) {
  const [q, setQ] = useState('');
  return (
    <>
      <FilterBar
        search={q}
        onSearchChange={(next) => {
          onSearchChange(next);
          setTimeout(() => setQ(next), lag);
        }}
      />
      <output aria-label="Kueri">{q}</output>
    </>
  );
}

export const KeepsWhatIsTypedWhileTheUrlFollows: Story = {
  name: 'Keeps what is typed while the URL follows late',
  render: (args) => <WithSlowUrl onSearchChange={args.onSearchChange} lag={600} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Cari' });
    await userEvent.type(search, 'ad');
    // A pause longer than the debounce sends "ad"; its echo comes back 600 ms later…
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('ad'));
    await userEvent.type(search, 'min');
    // …while "admin" is already in the box: the late "ad" must not take it back.
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Kueri' })).toHaveTextContent(/^ad$/));
    await expect(search).toHaveValue('admin');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Kueri' })).toHaveTextContent(/^admin$/));
    await expect(search).toHaveValue('admin');
  },
};

export const FollowsTheUrl: Story = {
  args: { search: 'budi' },
  play: async ({ canvasElement }) => {
    // A copied link (or Back) fills the box with the search it carries.
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Cari' })).toHaveValue('budi');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <WithFilters onSearchChange={args.onSearchChange} onReset={args.onReset!} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search and filter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(canvas.getByLabelText('From date')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <WithFilters onSearchChange={args.onSearchChange} onReset={args.onReset!} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Cari' })).toBeVisible();
  },
};
