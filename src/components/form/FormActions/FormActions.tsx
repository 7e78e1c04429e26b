import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button/Button';
import { theme as tokens } from '../../../theme/tokens';

export interface FormActionsProps {
  /** While the save runs: submit shows busy and is disabled, so a double click sends once. */
  saving?: boolean;
  /** Defaults to the translated "Simpan". */
  submitLabel?: string;
  /** Defaults to the translated "Menyimpan…". */
  savingLabel?: string;
  /** Disables submit for another reason (nothing changed, read-only). */
  submitDisabled?: boolean;
  /** Cancel as a link (back to the list) … */
  cancelTo?: string;
  /** … or as a button. Without either, there is no cancel. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** More buttons, placed before cancel (e.g. "Simpan & tambah lagi"). */
  children?: ReactNode;
  className?: string;
}

/** The form's submit and cancel, at its end. */
export function FormActions({
  saving = false,
  submitLabel,
  savingLabel,
  submitDisabled = false,
  cancelTo,
  onCancel,
  cancelLabel,
  children,
  className,
}: FormActionsProps) {
  const { t } = useTranslation('ui');
  const cancelText = cancelLabel ?? t('form.cancel');
  return (
    <Root className={className}>
      <Button type="submit" busy={saving} disabled={submitDisabled}>
        {saving ? (savingLabel ?? t('form.saving')) : (submitLabel ?? t('form.save'))}
      </Button>
      {children}
      {cancelTo !== undefined && (
        <CancelLink to={cancelTo} aria-disabled={saving || undefined} onClick={(event) => saving && event.preventDefault()}>
          {cancelText}
        </CancelLink>
      )}
      {cancelTo === undefined && onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {cancelText}
        </Button>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: center;
  padding-top: ${tokens.space.lg};
  border-top: 1px solid ${tokens.color.border};
`;

const CancelLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 8px 16px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-weight: ${tokens.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${tokens.color.surfaceMuted};
  }
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;
