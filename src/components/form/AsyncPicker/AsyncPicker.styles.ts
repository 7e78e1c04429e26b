import styled, { keyframes } from 'styled-components';
import { controlStyles } from '../controlStyles';
import { theme as tokens } from '../../../theme/tokens';

export const Root = styled.div`
  position: relative;
  min-width: 0;
`;

export const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input`
  ${controlStyles}
  padding-right: 40px;
  text-overflow: ellipsis;
  &[data-has-clear='true'] {
    padding-right: 68px;
  }
`;

const iconButton = `
  position: absolute;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export const ClearButton = styled.button`
  ${iconButton}
  right: 36px;
  color: ${tokens.color.textMuted};
  &:hover {
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.text};
  }
`;

export const ToggleButton = styled.button`
  ${iconButton}
  right: 6px;
  color: ${tokens.color.textMuted};
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Popup = styled.div`
  position: absolute;
  z-index: ${tokens.z.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  min-width: 220px;
  background: ${tokens.color.surfaceRaised};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.md};
  overflow: hidden;
`;

export const Listbox = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${tokens.space.xs} 0;
  max-height: 280px;
  overflow-y: auto;
`;

export const Option = styled.li`
  display: grid;
  gap: 1px;
  padding: 6px ${tokens.space.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  .description {
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  &[data-chosen='true'] .label {
    font-weight: ${tokens.font.weight.bold};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${tokens.color.textMuted};
  }
  &[aria-selected='true'] {
    background: ${tokens.color.primary};
    color: ${tokens.color.primaryText};
    .description {
      color: inherit;
    }
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: ${tokens.color.textMuted};
  &:not([data-visible='true']) {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  &[data-status='error'] {
    color: ${tokens.color.danger};
  }
  .ring {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${tokens.color.border};
    border-top-color: ${tokens.color.primary};
    animation: ${spin} 0.8s linear infinite;
  }
  button {
    margin-left: auto;
    font: inherit;
    font-weight: ${tokens.font.weight.medium};
    color: ${tokens.color.primary};
    background: none;
    border: 0;
    padding: 2px 4px;
    cursor: pointer;
    text-decoration: underline;
  }
`;
