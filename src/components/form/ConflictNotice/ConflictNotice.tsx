import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/Icon/Icon';

export interface ConflictNoticeRow {
  field: string;
  /** The field's translated label. */
  label: string;
  /** The user's input, formatted for reading. */
  yours: ReactNode;
  /** The server's current value, formatted for reading. */
  current: ReactNode;
}

export interface ConflictNoticeProps {
  rows: readonly ConflictNoticeRow[];
  /** Saves again over the newer version with the user's input. */
  onKeepMine(): void;
  /** Puts the server's values into the form. */
  onUseCurrent(): void;
  /** "Diubah oleh Sari, 5 menit yang lalu", when the record tells who and when. */
  changedBy?: { name: string; when: string };
  busy?: boolean;
  className?: string;
}

/**
 * Shown when a save met a newer version (409 VERSION_CONFLICT): the user's input stays in the
 * form, and this compares it with what the record holds now, field by field.
 */
export function ConflictNotice({ rows, onKeepMine, onUseCurrent, changedBy, busy = false, className }: ConflictNoticeProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Root className={className} aria-labelledby={titleId}>
      <div role="alert" className="head">
        <Icon name="alert" size={20} />
        <div>
          <p id={titleId} className="title">
            {t('form.conflict.title')}
          </p>
          <p className="text">
            {t('form.conflict.text')}
            {changedBy && <> {t('form.conflict.by', changedBy)}</>}
          </p>
        </div>
      </div>
      {rows.length > 0 && (
        <div className="scroll">
          <table>
            <caption className="visually-hidden">{t('form.conflict.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('form.conflict.field')}</th>
                <th scope="col">{t('form.conflict.yours')}</th>
                <th scope="col">{t('form.conflict.current')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.label}</th>
                  <td>{row.yours}</td>
                  <td>{row.current}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="actions">
        <Button onClick={onKeepMine} busy={busy}>
          {t('form.conflict.keepMine')}
        </Button>
        <Button variant="secondary" onClick={onUseCurrent} disabled={busy}>
          {t('form.conflict.useCurrent')}
        </Button>
      </div>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};

  .head {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    svg {
      flex: none;
      color: ${({ theme }) => theme.color.warning};
    }
  }
  .title {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .text {
    margin: 2px 0 0;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  th,
  td {
    padding: 6px ${({ theme }) => theme.space.md};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
