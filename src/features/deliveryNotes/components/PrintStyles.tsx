/**
 * The print CSS of the surat jalan (issue 15 item 2): A4 portrait, "page x of y" in the page's
 * bottom margin from the page counters, and nothing of the app but the notes: every element that
 * neither holds nor is inside `[data-print-root]` is hidden, and the layout boxes that hold it
 * (grid, scroll areas, fixed heights) become plain blocks, so the notes flow over pages. A plain
 * `<style>` rather than a styled global: the page label is translated (decision 212).
 */
export function PrintStyles({ pageLabel }: { pageLabel: string }) {
  // pageLabel holds \u0001 and \u0002 where the page and the page count go.
  const quoted = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`).replace(/[\n\r]/g, ' ')}"`;
  const [before = '', rest = ''] = pageLabel.split('\u0001');
  const [middle = '', after = ''] = rest.split('\u0002');
  const content = `${quoted(before)} counter(page) ${quoted(middle)} counter(pages) ${quoted(after)}`;
  const css = `
@page {
  size: A4 portrait;
  margin: 12mm 12mm 16mm;
  @bottom-center { content: ${content}; font: 8pt Arial, Helvetica, sans-serif; color: #000; }
}
@media print {
  html, body { background: #fff !important; color: #000 !important; color-scheme: light; }
  body :not(:has([data-print-root])):not([data-print-root]):not([data-print-root] *) { display: none !important; }
  :has([data-print-root]) {
    display: block !important; position: static !important; overflow: visible !important;
    width: auto !important; height: auto !important; min-height: 0 !important; max-height: none !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    background: #fff !important; transform: none !important;
  }
}`;
  return <style>{css}</style>;
}
