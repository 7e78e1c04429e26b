import styled, { css } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

/** The row of actions above a list or a record ("Tambah Pengguna", "Ubah"). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  justify-content: flex-end;
  align-items: center;
  margin-bottom: ${tokens.space.md};
`;

/** A card around a form or a record. */
export const Panel = styled.section`
  padding: ${tokens.space.lg};
  margin-bottom: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
`;

/** The form's fields, one column on phones and two from medium widths. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  max-width: 880px;
  margin-bottom: ${tokens.space.lg};
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
  fieldset {
    display: grid;
    gap: ${tokens.space.lg};
    margin: 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    @media (min-width: 720px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: ${tokens.font.weight.medium};
  }
  .hint {
    grid-column: 1 / -1;
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
`;

/** A message for the whole form (root.server), read out as it appears. */
export const FormError = styled.p`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.dangerBg};
  color: ${tokens.color.danger};
`;

/** The panel a list's filters sit in, with or without a search box (FilterBar, Filters). */
export const filterPanel = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  > * {
    min-width: 0;
  }
`;

/** Filters without a search box (the logs take no `q`): the same look as FilterBar. */
export const Filters = styled.div`
  ${filterPanel}
  > * {
    flex: 0 1 220px;
  }
  > fieldset {
    flex: 0 1 auto;
  }
  .reset {
    flex: 0 0 auto;
    margin-left: auto;
  }
`;
