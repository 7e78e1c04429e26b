import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

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
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.warning};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.warningBg};
  color: ${tokens.color.text};

  .head {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    svg {
      flex: none;
      color: ${tokens.color.warning};
    }
  }
  .title {
    margin: 0;
    font-weight: ${tokens.font.weight.bold};
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
    background: ${tokens.color.surface};
    border-radius: ${tokens.radius.sm};
  }
  th,
  td {
    padding: 6px ${tokens.space.md};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${tokens.color.border};
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
  }
`;
