import styled, { keyframes } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';
import { PHONE_MAX } from './phone';

const stale = keyframes`
  from { background-position: -40% 0; }
  to { background-position: 140% 0; }
`;

/**
 * One styled wrapper; every row and cell is a plain element styled from here through selectors
 * and data- attributes, so 100 rows cost no styled-component work per row (Primer's ADR on
 * runtime styling cost).
 */
export const Wrap = styled.div`
  position: relative;
  overflow: auto;
  max-height: var(--data-table-max-height, 70vh);
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    font-size: ${tokens.font.size.sm};
  }
  caption[data-visible='true'] {
    padding: ${tokens.space.md} ${tokens.space.lg};
    text-align: start;
    font-weight: ${tokens.font.weight.bold};
    caption-side: top;
  }

  /*
   * The header row sticks as one: header cells sticking each at a fraction of a pixel leave a hair
   * of the table's background between them.
   */
  thead {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${tokens.color.surfaceMuted};
  }
  thead th {
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
    font-weight: ${tokens.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.03em;
    border-bottom: 1px solid ${tokens.color.border};
  }
  th,
  td {
    padding: 10px ${tokens.space.md};
    text-align: start;
    vertical-align: middle;
  }
  /*
   * A word breaks only when it alone is wider than the whole column: the table sizes its columns
   * to whole words ("KARUNG", never "KARUN G"), and a table narrower than they need scrolls
   * inside its box. A column says otherwise (Column.wrap): long unspaced values (an e-mail address)
   * break anywhere, an identifier (an item code) not at all.
   * A header of several words may take two lines, so it never alone makes the table scroll.
   */
  tbody td,
  tbody th {
    border-bottom: 1px solid ${tokens.color.border};
    overflow-wrap: break-word;
    font-weight: ${tokens.font.weight.regular};
  }
  tbody [data-wrap='anywhere'] {
    overflow-wrap: anywhere;
  }
  tbody [data-wrap='never'] {
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  /* Parts of a cell (CellParts.tsx): a line of its own; a number or a plate never cut over two lines. */
  tbody .cell-line {
    display: block;
  }
  tbody .whole {
    white-space: nowrap;
  }
  [data-align='end'] {
    text-align: end;
  }
  [data-align='center'] {
    text-align: center;
  }

  .sort {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin: -4px -6px;
    padding: 4px 6px;
    border: 0;
    border-radius: ${tokens.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    letter-spacing: inherit;
    text-transform: inherit;
    cursor: pointer;
    &:hover {
      color: ${tokens.color.text};
      background: ${tokens.color.surface};
    }
    .arrow {
      display: inline-flex;
      opacity: 0.35;
      transition: transform ${tokens.motion.fast};
    }
  }
  th[aria-sort] .sort {
    color: ${tokens.color.text};
    .arrow {
      opacity: 1;
    }
  }
  th[aria-sort='ascending'] .sort .arrow {
    transform: rotate(180deg);
  }

  tbody tr[data-openable='true'] {
    cursor: pointer;
  }
  tbody tr[data-openable='true']:hover > *,
  tbody tr[data-openable='true']:focus-visible > * {
    background: ${tokens.color.surfaceMuted};
  }
  tbody tr:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: -2px;
  }
  /* Loading the next page: a moving bar under the header, never faded text (contrast stays). */
  tbody[data-stale='true'] tr:first-child > * {
    background-image: linear-gradient(90deg, transparent, ${tokens.color.primary}, transparent);
    background-size: 40% 3px;
    background-repeat: no-repeat;
    animation: ${stale} 1.2s linear infinite;
  }
  tbody[data-stale='true'] {
    cursor: progress;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
    justify-content: flex-end;
  }
  .action {
    display: inline-flex;
    align-items: center;
    min-height: 28px;
    padding: 4px 10px;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
    font-size: ${tokens.font.size.xs};
    font-weight: ${tokens.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    &:hover {
      background: ${tokens.color.surfaceMuted};
    }
    &[data-tone='danger'] {
      color: ${tokens.color.danger};
    }
  }

  td.state {
    padding: 0;
  }
  /* A phone card's value box (below); in the table it adds no box of its own. */
  .cell-value {
    display: contents;
  }

  /*
   * A phone reads each row as a card: the title and the status (and the actions menu) on its first
   * line, every other column as a labelled line under it, with the width of the screen, so nothing
   * scrolls sideways and no word is cut into pieces. The page scrolls, not the box, so an open
   * actions menu is never clipped by it.
   */
  @media (max-width: ${PHONE_MAX}) {
    overflow: visible;
    max-height: none;

    table,
    tbody,
    thead {
      display: block;
    }
    thead {
      position: static;
    }
    /* A block, as wide as the card list: as a table caption it shrinks to its longest word. */
    caption[data-visible='true'] {
      display: block;
    }
    colgroup {
      display: none;
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${tokens.space.xs} ${tokens.space.lg};
      padding: ${tokens.space.sm} ${tokens.space.md};
      background: ${tokens.color.surfaceMuted};
      border-bottom: 1px solid ${tokens.color.border};
    }
    thead tr:not(:has([data-sortable])) {
      padding: 0;
      border: 0;
    }
    thead th {
      position: static;
      padding: 0;
      border: 0;
      background: transparent;
    }
    /* Touch targets: a finger's height each, side by side without overlapping. */
    thead .sort {
      margin: 0;
      min-height: 32px;
      padding: 4px 8px;
    }
    /* Only the sort buttons show; the other headers stay for assistive technology. */
    thead th:not([data-sortable]) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto auto;
      align-items: center;
      gap: ${tokens.space.xs} ${tokens.space.md};
      padding: ${tokens.space.md};
      border-bottom: 1px solid ${tokens.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody tr > * {
      display: block;
      grid-column: 1 / -1;
      padding: 0;
      border: 0;
      text-align: start;
    }
    /* A card is as wide as the screen: a long identifier wraps there rather than run out of it. */
    tbody tr > [data-wrap='never'] {
      white-space: normal;
    }
    /* A card's lines read from the start, whatever a column's alignment in the table. */
    tbody tr > [data-align] {
      text-align: start;
    }
    tbody tr[data-openable='true']:hover,
    tbody tr[data-openable='true']:focus-visible {
      background: ${tokens.color.surfaceMuted};
    }
    tbody tr[data-openable='true']:hover > *,
    tbody tr[data-openable='true']:focus-visible > * {
      background: transparent;
    }
    [data-phone='title'] {
      grid-column: 1;
      grid-row: 1;
      font-size: ${tokens.font.size.md};
      font-weight: ${tokens.font.weight.bold};
    }
    [data-phone='status'] {
      grid-column: 2;
      grid-row: 1;
    }
    [data-phone='actions'] {
      grid-column: 3;
      grid-row: 1;
    }
    [data-phone='hidden'] {
      display: none;
    }
    /* A float, not a grid: a cell's text and elements stay one flow beside its label. */
    [data-phone='field'] {
      display: flow-root;
    }
    /* A label's longest word stays whole: the column widens for it on the narrowest phones. */
    [data-phone='field']::before {
      content: attr(data-label) / '';
      float: inline-start;
      width: 35%;
      min-width: min-content;
      overflow-wrap: normal;
      margin-inline-end: ${tokens.space.sm};
      color: ${tokens.color.textMuted};
    }
    /* One block beside the floated label: a value's second line starts under its first, not under the label. */
    [data-phone='field'] > .cell-value {
      display: flow-root;
    }
  }
  .error {
    display: grid;
    justify-items: center;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.xl} ${tokens.space.lg};
    text-align: center;
    p {
      margin: 0;
    }
    .title {
      font-weight: ${tokens.font.weight.bold};
      color: ${tokens.color.danger};
    }
    .text {
      color: ${tokens.color.textMuted};
    }
  }
`;
