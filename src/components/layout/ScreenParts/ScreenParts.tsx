import styled from 'styled-components';

/** The row of actions above a list or a record ("Tambah Pengguna", "Ubah"). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A card around a form or a record. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The form's fields, one column on phones and two from medium widths. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  max-width: 880px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    @media (min-width: 720px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .hint {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** A message for the whole form (root.server), read out as it appears. */
export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
`;

/** Filters without a search box (the logs take no `q`): the same look as FilterBar. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  > * {
    min-width: 0;
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
