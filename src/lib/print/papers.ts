import { safeLocalStorage } from '../safe-storage';
import { mmToPx } from './paginate';

/**
 * The papers a document paginated by script is printed on (docs/decisions/337-company-profile.md),
 * in millimetres: A4 and A5 portrait, and the continuous forms of dot-matrix printers, 9½″ × 11″
 * and the half form 9½″ × 5½″. Each sheet is drawn 1 mm short of its paper so rounding never
 * spills it onto a second page; the continuous forms' side margins clear the tractor strips.
 */
export const PAPER_SIZES = ['a4', 'a5', 'continuous', 'half'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export interface Paper {
  readonly width: number;
  readonly height: number;
  readonly top: number;
  readonly side: number;
  readonly bottom: number;
  /**
   * A continuous form for a dot-matrix printer: black only, rules and no fills, nothing that
   * assumes more of the page than the form's size.
   */
  readonly dotMatrix: boolean;
}

const INCH = 25.4;

export const PAPERS: Readonly<Record<PaperSize, Paper>> = {
  a4: { width: 210, height: 297, top: 12, side: 12, bottom: 16, dotMatrix: false },
  a5: { width: 148, height: 210, top: 8, side: 8, bottom: 12, dotMatrix: false },
  continuous: { width: 9.5 * INCH, height: 11 * INCH, top: 10, side: 16, bottom: 14, dotMatrix: true },
  half: { width: 9.5 * INCH, height: 5.5 * INCH, top: 7, side: 16, bottom: 10, dotMatrix: true },
};

export const DEFAULT_PAPER: PaperSize = 'a4';

/** The drawn sheet: the paper less the 1 mm kept for rounding. */
export const sheetHeightOf = (paper: Paper) => paper.height - 1;
export const contentWidthOf = (paper: Paper) => paper.width - 2 * paper.side;
/** The content height in CSS pixels, less 2 mm for what measuring on screen and printing round differently. */
export const contentHeightPxOf = (paper: Paper) => mmToPx(sheetHeightOf(paper) - paper.top - paper.bottom - 2);

export const isPaperSize = (value: unknown): value is PaperSize => typeof value === 'string' && (PAPER_SIZES as readonly string[]).includes(value);

/**
 * The paper is remembered in the browser per signed-in user: the printer belongs to the computer,
 * so the choice stays with it, and two people sharing one computer keep their own.
 */
const storageKey = (userId: number | null) => `laju-paper:${userId ?? 'anonymous'}`;

export function readPaper(userId: number | null, storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): PaperSize {
  try {
    const value = storage?.getItem(storageKey(userId));
    return isPaperSize(value) ? value : DEFAULT_PAPER;
  } catch {
    return DEFAULT_PAPER;
  }
}

export function storePaper(userId: number | null, paper: PaperSize, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(storageKey(userId), paper);
  } catch {
    // Storage full or blocked: the choice still applies on this page.
  }
}
