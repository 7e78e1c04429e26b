import styled from 'styled-components';
import { Dialog } from '../../ui/Dialog/Dialog';
import { theme as tokens } from '../../../theme/tokens';

/** Wider than an alert and near the top, where the results grow downwards from the field. */
export const SearchDialog = styled(Dialog)`
  width: min(640px, calc(100vw - 32px));
  margin-top: min(10vh, 96px);
`;

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
  padding: 0 ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  &:focus-within { border-color: ${tokens.color.focus}; box-shadow: 0 0 0 1px ${tokens.color.focus}; }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.md};
  &:focus { outline: none; }
  &::placeholder { color: ${tokens.color.textMuted}; opacity: 1; }
`;

export const Status = styled.p`
  min-height: 1.5em;
  margin: ${tokens.space.sm} 0 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.dangerBg};
  color: ${tokens.color.text};
`;

export const Listbox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.sm};
`;

export const GroupTitle = styled.div`
  padding: 0 ${tokens.space.sm} ${tokens.space.xs};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Option = styled.div`
  display: grid;
  gap: 2px;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  cursor: pointer;
  &[aria-selected='true'] { background: ${tokens.color.surfaceMuted}; box-shadow: inset 3px 0 0 ${tokens.color.primary}; }
`;

export const Label = styled.span`
  font-weight: ${tokens.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const Secondary = styled.span`
  overflow: hidden;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Hint = styled.p`
  margin: ${tokens.space.md} 0 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.xs};
`;
