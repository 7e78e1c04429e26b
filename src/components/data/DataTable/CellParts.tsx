import { Fragment, type ReactNode } from 'react';

/**
 * A table cell's lines, each on its own: a shipment's DOs, the plate and the driver under it. A
 * space stays between them in the text, so a screen reader or a copy does not run them together.
 */
export function CellLines({ lines }: { lines: readonly ReactNode[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="cell-line">{line}</span>
    </Fragment>
  ));
}

/**
 * A part of a table cell read whole, never cut over two lines: a record number or a plate inside a
 * longer text ("DO-000012 · Toko Pelita"). A cell that holds only the identifier says so with its
 * column's `wrap: 'never'` instead.
 */
export function Whole({ children }: { children: ReactNode }) {
  return <span className="whole">{children}</span>;
}
