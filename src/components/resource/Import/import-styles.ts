import { css } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

/** The import screen's tables (the columns and preview, the failing rows): scrolled in a frame, headers kept in view. */
export const scrollingTable = css`
  .scroll {
    max-height: 420px;
    overflow: auto;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  .scroll:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${tokens.color.surfaceMuted};
  }
`;
