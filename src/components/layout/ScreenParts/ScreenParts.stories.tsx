import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';
import { Filters, FormError, FormGrid, Panel, Toolbar } from './ScreenParts';

/**
 * Every area's screen building blocks: the action row, the filters row of a log, the card, the
 * form-wide error and the two-column form grid.
 */
function Parts({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Toolbar>
        <ButtonLink to="/users/data/removed" variant="secondary">
          Data Pengguna Nonaktif
        </ButtonLink>
        <ButtonLink to="/users/new">Tambah Pengguna</ButtonLink>
      </Toolbar>
      <Filters role="search" aria-label="Cari dan saring">
        <label>
          Aksi <select><option>Semua aksi</option></select>
        </label>
        <div className="reset">
          <button type="button">Atur ulang</button>
        </div>
      </Filters>
      <Panel aria-labelledby="parts-title">
        <h2 id="parts-title">{title}</h2>
        <FormError role="alert">Gagal menyimpan. Silakan coba lagi.</FormError>
        <FormGrid>
          <p>{text}</p>
          <p>Kolom kedua</p>
          <p className="wide">Satu baris penuh</p>
          <p className="hint">Petunjuk di bawah formulir.</p>
        </FormGrid>
      </Panel>
    </>
  );
}

const meta = {
  title: 'Layout/ScreenParts',
  component: Parts,
  parameters: { layout: 'padded' },
  args: { title: 'Profil pengguna', text: 'Kolom pertama' },
} satisfies Meta<typeof Parts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Profil pengguna' });
    await expect(within(panel).getByText('Kolom pertama')).toBeVisible();
    // The toolbar's actions sit in reading order, the main action last.
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Data Pengguna Nonaktif', 'Tambah Pengguna']);
    await expect(canvas.getByRole('search', { name: 'Cari dan saring' })).toBeVisible();
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    // The reset button sits at the far end of the filters row.
    const filters = canvas.getByRole('search', { name: 'Cari dan saring' }).getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: 'Atur ulang' }).getBoundingClientRect().right).toBeGreaterThan(filters.right - 40);
    // Two columns from medium widths; the wide row spans both.
    const wide = within(panel).getByText('Satu baris penuh');
    await expect(wide.getBoundingClientRect().width).toBeGreaterThan(within(panel).getByText('Kolom pertama').getBoundingClientRect().width * 1.5);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Raden Mas Bagus Hadikusumo Wiryonegoro Prawirodirdjo Soeryosoemarno Tjokroadisoerjo',
    text: 'Alamat surel yang sangat panjang: raden.mas.bagus.hadikusumo.wiryonegoro.prawirodirdjo@cabang-cakung.laju.test',
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: /Raden Mas Bagus/ });
    // Long words wrap inside the card instead of pushing the page sideways.
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Profil pengguna' })).toBeVisible();
  },
};
