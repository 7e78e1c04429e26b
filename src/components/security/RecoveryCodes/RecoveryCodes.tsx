import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';
import { Button } from '../../ui/Button/Button';
import { useCopyText } from '../useCopyText';

export interface RecoveryCodesProps {
  /** The ten one-time codes the server answered; it keeps only their hashes, so this is the one showing. */
  codes: string[];
  /** Called by the Done button, which the checkbox "saved" enables. */
  onDone(): void;
  /** The Done button's text; defaults to the translated "Selesai". */
  doneLabel?: string;
}

/**
 * The recovery codes, shown once after an enrolment or a regeneration: a monospace list, copy all,
 * a .txt download, and Done only after the user ticks that they saved them, since nobody can show
 * them again. Texts: ui.json `secondFactor.recovery`.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const { t } = useTranslation('ui');
  const [saved, setSaved] = useState(false);
  const { state: copyState, copy } = useCopyText();
  const listId = useId();
  const checkboxId = useId();
  const text = codes.join('\n');
  const file = [t('secondFactor.recovery.fileTitle'), t('secondFactor.recovery.fileNote'), '', ...codes, ''].join('\n');
  return (
    <Root role="group" aria-label={t('secondFactor.recovery.label')}>
      <p>{t('secondFactor.recovery.intro')}</p>
      <ol id={listId} aria-label={t('secondFactor.recovery.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="actions">
        <Button variant="secondary" size="sm" aria-controls={listId} onClick={() => void copy(text)}>
          {t('secondFactor.recovery.copyAll')}
        </Button>
        {/* A data URL needs no object URL to revoke, and the file is a few hundred bytes. */}
        <DownloadLink href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download={t('secondFactor.recovery.fileName')}>
          {t('secondFactor.recovery.download')}
        </DownloadLink>
      </div>
      <p role="status" className="copy-status" data-state={copyState}>
        {copyState === 'copied' && t('secondFactor.recovery.copied')}
        {copyState === 'failed' && t('secondFactor.recovery.copyFailed')}
      </p>
      <div className="saved">
        <input id={checkboxId} type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <label htmlFor={checkboxId}>{t('secondFactor.recovery.saved')}</label>
      </div>
      <div>
        <Button disabled={!saved} onClick={onDone}>
          {doneLabel ?? t('secondFactor.recovery.done')}
        </Button>
      </div>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 36rem;
  min-width: 0;

  p {
    margin: 0;
  }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: ${tokens.space.xs} ${tokens.space.lg};
    margin: 0;
    padding: ${tokens.space.md} ${tokens.space.md} ${tokens.space.md} ${tokens.space.xxl};
    background: ${tokens.color.surfaceMuted};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  li {
    min-width: 0;
  }
  li::marker {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
  code {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.md};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
  }
  .copy-status {
    min-height: 1.4em;
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .copy-status[data-state='failed'] {
    color: ${tokens.color.danger};
  }
  .saved {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: center;
    font-weight: ${tokens.font.weight.medium};
  }
  .saved input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${tokens.color.primary};
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 4px 10px;
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.text};
  text-decoration: none;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  &:hover {
    background: ${tokens.color.surfaceMuted};
  }
`;
