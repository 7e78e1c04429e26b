import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRINT_HIDE, PRINT_ROOT, PrintSetup, type PrintSetupProps } from './PrintSetup';

/**
 * A page in the layout's shape (navigation, top bar, title, a side panel, a footer, a toast) with
 * a printed part holding a screen-only control and a table. The play functions read the print
 * rules the page holds and check which elements they leave off paper, as printing would.
 */
function PrintSetupDemo(props: PrintSetupProps) {
  return (
    <div>
      <PrintSetup {...props} />
      <nav aria-label="Menu utama">Dasbor · Pengiriman</nav>
      <header>LAJU · admin</header>
      <main>
        <h1>Laporan Pengeluaran Barang</h1>
        <section {...PRINT_ROOT} aria-label="Bagian yang dicetak">
          <button type="button" {...PRINT_HIDE}>
            Saring
          </button>
          <table>
            <caption>Barang keluar</caption>
            <thead>
              <tr>
                <th scope="col">Barang</th>
                <th scope="col">Jumlah</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Beras</td>
                <td>40</td>
              </tr>
            </tbody>
          </table>
        </section>
      </main>
      <aside aria-label="Panel samping">Catatan</aside>
      <footer>© 2025 LAJU</footer>
      <div role="status">Tersimpan</div>
    </div>
  );
}

/** The CSS of every `@media print` block and every `@page` rule on the page. */
function printRules() {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const print = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print').flatMap((rule) => [...rule.cssRules]);
  return { print, page: rules.filter((rule) => rule instanceof CSSPageRule).map((rule) => rule.cssText).join('\n') };
}

/** Whether printing leaves `element` off paper: a `display: none` print rule matches it or an ancestor. */
function offPaper(element: Element): boolean {
  const hiding = printRules().print.filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.style.display === 'none');
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (hiding.some((rule) => node!.matches(rule.selectorText))) return true;
  }
  return false;
}

const meta = {
  title: 'Print/PrintSetup',
  component: PrintSetupDemo,
  args: { keepTitle: true, pageNumbers: { label: '{page} / {pages}', position: 'bottom-right' } },
} satisfies Meta<typeof PrintSetupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const byText = (canvas: HTMLElement, text: string) => within(canvas).getByText(text);

export const ReportSetup: Story = {
  name: 'A report: title and printed part on paper, pages numbered "x / y"',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On screen, everything shows.
    await expect(canvas.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Saring' })).toBeVisible();
    // On paper: the title and the table, nothing of the layout, no screen-only control.
    await expect(offPaper(canvas.getByRole('heading', { name: 'Laporan Pengeluaran Barang' }))).toBe(false);
    await expect(offPaper(canvas.getByRole('table', { name: 'Barang keluar' }))).toBe(false);
    await expect(offPaper(byText(canvasElement, 'Beras'))).toBe(false);
    for (const element of [canvas.getByRole('navigation'), byText(canvasElement, 'LAJU · admin'), canvas.getByRole('complementary'), byText(canvasElement, '© 2025 LAJU'), canvas.getByRole('status'), canvas.getByRole('button', { name: 'Saring' })]) {
      await expect(offPaper(element)).toBe(true);
    }
    const { page } = printRules();
    await expect(page).toMatch(/size: a4;/i);
    await expect(page).toMatch(/margin: 14mm 12mm/);
    await expect(page).toMatch(/@bottom-right \{ content: counter\(page\) " \/ " counter\(pages\)/);
  },
};

export const SheetsSetup: Story = {
  name: 'Sheets numbered by script: no margins, no page counter, no title',
  args: { keepTitle: false, pageNumbers: undefined, margin: '0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(offPaper(canvas.getByRole('heading', { name: 'Laporan Pengeluaran Barang' }))).toBe(true);
    await expect(offPaper(canvas.getByRole('table', { name: 'Barang keluar' }))).toBe(false);
    const { page } = printRules();
    await expect(page).toMatch(/margin: 0(px)?;/);
    await expect(page).not.toMatch(/counter\(page/);
  },
};

export const TranslatedPageNumbers: Story = {
  name: 'English page numbers, centred',
  globals: { locale: 'en' },
  args: { pageNumbers: { label: 'Page {page} of {pages} "draft"', position: 'bottom-center' } },
  play: async () => {
    await expect(printRules().page).toMatch(/@bottom-center \{ content: "Page " counter\(page\) " of " counter\(pages\) " \\"draft\\""/);
  },
};

export const Dark: Story = {
  name: 'Dark theme: printed in the light theme’s colours',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    // The global stylesheet's print rule for the dark theme (src/theme/global-css.ts).
    const root = printRules().print.find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes('[data-theme="dark"]'));
    await expect(root?.style.getPropertyValue('--laju-bg').trim()).toBe('#f3f4f7');
    await expect(root?.style.getPropertyValue('--laju-text').trim()).toBe('#1f2430');
    await expect(root?.style.colorScheme).toBe('light');
    await expect(offPaper(within(canvasElement).getByRole('table'))).toBe(false);
  },
};
