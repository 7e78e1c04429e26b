import styled, { keyframes } from 'styled-components';
import { controlStyles } from '../controlStyles';

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
  color: ${({ theme }) => theme.color.textMuted};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const ToggleButton = styled.button`
  ${iconButton}
  right: 6px;
  color: ${({ theme }) => theme.color.textMuted};
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.z.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  min-width: 220px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;

export const Listbox = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  max-height: 280px;
  overflow-y: auto;
`;

export const Option = styled.li`
  display: grid;
  gap: 1px;
  padding: 6px ${({ theme }) => theme.space.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  .description {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-chosen='true'] .label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    .description {
      color: inherit;
    }
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.textMuted};
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
    color: ${({ theme }) => theme.color.danger};
  }
  .ring {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.border};
    border-top-color: ${({ theme }) => theme.color.primary};
    animation: ${spin} 0.8s linear infinite;
  }
  button {
    margin-left: auto;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.primary};
    background: none;
    border: 0;
    padding: 2px 4px;
    cursor: pointer;
    text-decoration: underline;
  }
`;
