import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contentHeightPxOf, contentWidthOf, DEFAULT_PAPER, PAPERS, sheetHeightOf, type Paper, type PaperSize } from '../../../lib/print/papers';

/** The A4 sheet (millimetres), the paper most documents print on. */
export const SHEET = { ...PAPERS.a4, height: sheetHeightOf(PAPERS.a4) } as const;
/** The A4 content height in CSS pixels that pagination fills. */
export const SHEET_CONTENT_HEIGHT_PX = contentHeightPxOf(PAPERS.a4);

export interface PrintSheetProps {
  /** "Halaman 2 dari 3": the page's number within its own document, printed in the bottom margin. */
  pageLabel: string;
  /** The paper the sheet is (lib/print/papers.ts); A4 by default. */
  paper?: PaperSize;
  children: ReactNode;
}

/**
 * One fixed page of a document paginated by script (decision 230), on screen as in print: white
 * paper with black text in every theme, the page label centred in the bottom margin, a page break
 * after it on paper. Used with PrintSetup's `margin="0"` and the same paper: the sheet carries the
 * margins.
 */
export function PrintSheet({ pageLabel, paper = DEFAULT_PAPER, children }: PrintSheetProps) {
  return (
    <Sheet data-sheet={paper} $paper={PAPERS[paper]}>
      {children}
      <PageLabel $paper={PAPERS[paper]}>{pageLabel}</PageLabel>
    </Sheet>
  );
}

/** A box as wide as a sheet's content, for measuring a document before it is paginated. */
export function SheetFlow({ paper = DEFAULT_PAPER, children }: { paper?: PaperSize; children: ReactNode }) {
  return <Flow $paper={PAPERS[paper]}>{children}</Flow>;
}

const Flow = styled.div<{ $paper: Paper }>`
  width: ${({ $paper }) => contentWidthOf($paper)}mm;
  display: flow-root;
`;

const Sheet = styled.section<{ $paper: Paper }>`
  position: relative;
  box-sizing: border-box;
  width: ${({ $paper }) => $paper.width}mm;
  height: ${({ $paper }) => sheetHeightOf($paper)}mm;
  margin: 0 auto 24px;
  padding: ${({ $paper }) => `${$paper.top}mm ${$paper.side}mm ${$paper.bottom}mm`};
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

const PageLabel = styled.p<{ $paper: Paper }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${({ $paper }) => Math.min(6, $paper.bottom / 2)}mm;
  margin: 0;
  text-align: center;
  font: 8pt Arial, Helvetica, sans-serif;
  color: #000;
`;
