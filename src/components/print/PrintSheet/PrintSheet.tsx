import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mmToPx } from '../../../lib/print/paginate';

/**
 * The A4 sheet (millimetres): one printed page, 1 mm short of the paper so rounding never spills
 * a sheet onto a second page. The content box is what pagination fills.
 */
export const SHEET = { width: 210, height: 296, top: 12, side: 12, bottom: 16 } as const;
export const SHEET_CONTENT_WIDTH_MM = SHEET.width - 2 * SHEET.side;
/** The content height in CSS pixels, less 2 mm for what measuring on screen and printing round differently. */
export const SHEET_CONTENT_HEIGHT_PX = mmToPx(SHEET.height - SHEET.top - SHEET.bottom - 2);

export interface PrintSheetProps {
  /** "Halaman 2 dari 3": the page's number within its own document, printed in the bottom margin. */
  pageLabel: string;
  children: ReactNode;
}

/**
 * One fixed A4 page of a document paginated by script (decision 230), on screen as in print:
 * white paper with black text in every theme, the page label centred in the bottom margin, a page
 * break after it on paper. Used with PrintSetup's `margin="0"`: the sheet carries the margins.
 */
export function PrintSheet({ pageLabel, children }: PrintSheetProps) {
  return (
    <Sheet data-sheet="">
      {children}
      <PageLabel>{pageLabel}</PageLabel>
    </Sheet>
  );
}

/** A box as wide as a sheet's content, for measuring a document before it is paginated. */
export const SheetFlow = styled.div`
  width: ${SHEET_CONTENT_WIDTH_MM}mm;
  display: flow-root;
`;

const Sheet = styled.section`
  position: relative;
  box-sizing: border-box;
  width: ${SHEET.width}mm;
  height: ${SHEET.height}mm;
  margin: 0 auto 24px;
  padding: ${SHEET.top}mm ${SHEET.side}mm ${SHEET.bottom}mm;
  overflow: hidden;
  background: #fff;
  color: #000;
  color-scheme: light;
  box-shadow: 0 0 0 1px #999, 0 2px 8px rgba(0, 0, 0, 0.2);
  @media print {
    margin: 0;
    box-shadow: none;
    /* Chromium ignores a forced break before the document's first content: no blank first page. */
    break-before: page;
  }
`;

const PageLabel = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 6mm;
  margin: 0;
  text-align: center;
  font: 8pt Arial, Helvetica, sans-serif;
  color: #000;
`;
