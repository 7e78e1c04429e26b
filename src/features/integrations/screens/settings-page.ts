import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

/** The integrations' settings pages: a short introduction in a readable measure, then the page's content. */
export const SettingsPage = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  min-width: 0;

  .intro {
    max-width: 72ch;
    margin: 0;
    color: ${tokens.color.textMuted};
  }
`;
