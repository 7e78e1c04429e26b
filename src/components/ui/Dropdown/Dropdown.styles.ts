import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 36px;
  min-width: 36px;
  max-width: 100%;
  padding: 6px 8px;
  border: 1px solid transparent;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover, &[aria-expanded='true'] { background: ${tokens.color.surfaceMuted}; }
  .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 16ch;
  }
`;
