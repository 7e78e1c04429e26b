import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { qrPathOf } from '../../../lib/qr/qr-path';
import { theme as tokens } from '../../../theme/tokens';
import { Button } from '../../ui/Button/Button';
import { SecondFactorCodeForm } from '../SecondFactorCodeForm/SecondFactorCodeForm';
import { useCopyText } from '../useCopyText';

export interface SecondFactorSetupProps {
  /** The base32 secret of the enrolment, shown in groups of four for typing by hand. */
  secret: string;
  /** The `otpauth://totp/…` URI the QR code carries (the enrolment's `otpauthUri`). */
  otpauthUri: string;
  /** While the caller confirms the code: the button shows busy. */
  busy: boolean;
  /**
   * The caller's failure: an API error code the toolkit translates (`INVALID_SECOND_FACTOR`…;
   * ui.json form.errors) or a sentence already translated. Null for none.
   */
  error: string | null;
  /** Six digits, blanks removed; called only when the contract's totpCodeSchema accepts them. */
  onConfirm(code: string): void;
  /** Shows a cancel button. */
  onCancel?(): void;
}

/** `JBSWY3DPEHPK3PXP` as `JBSW Y3DP EHPK 3PXP`: easier to read out and to type. */
export const groupsOfFour = (secret: string) => secret.replace(/\s+/g, '').match(/.{1,4}/g)?.join(' ') ?? '';

/**
 * Setting up an authenticator app: the QR code of the enrolment's URI (drawn by the in-house
 * encoder, lib/qr), the secret as text with a copy button for phones that cannot scan, and the
 * first code, which proves the app holds the secret before anything is stored. Prop-driven: the
 * caller starts and confirms the enrolment (Profile, or the sign-in's enrolment step). Texts:
 * ui.json `secondFactor.setup`.
 */
export function SecondFactorSetup({ secret, otpauthUri, busy, error, onConfirm, onCancel }: SecondFactorSetupProps) {
  const { t } = useTranslation('ui');
  const qr = useMemo(() => qrPathOf(otpauthUri), [otpauthUri]);
  const { state: copyState, copy } = useCopyText();
  const plainSecret = secret.replace(/\s+/g, '');
  return (
    <Root role="group" aria-label={t('secondFactor.setup.label')}>
      <ol>
        <li className="scan">
          <p>{t('secondFactor.setup.scan')}</p>
          <div className="pair">
            <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t('secondFactor.setup.qr')} data-qr={otpauthUri} shapeRendering="crispEdges">
              {/* Dark on white in both themes: not every authenticator app reads an inverted code. */}
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
            <div className="manual">
              <p>{t('secondFactor.setup.manual')}</p>
              <p className="secret">
                <span className="visually-hidden">{t('secondFactor.setup.secret')}: </span>
                <code>{groupsOfFour(secret)}</code>
              </p>
              <div>
                <Button variant="secondary" size="sm" onClick={() => void copy(plainSecret)}>
                  {t('secondFactor.setup.copy')}
                </Button>
              </div>
              <p role="status" className="copy-status" data-state={copyState}>
                {copyState === 'copied' && t('secondFactor.setup.copied')}
                {copyState === 'failed' && t('secondFactor.setup.copyFailed')}
              </p>
            </div>
          </div>
        </li>
        <li>
          <p>{t('secondFactor.setup.enter')}</p>
          <SecondFactorCodeForm
            busy={busy}
            error={error}
            allowRecovery={false}
            submitLabel={t('secondFactor.setup.confirm')}
            onCancel={onCancel}
            onSubmit={(value) => {
              if ('code' in value) onConfirm(value.code);
            }}
          />
        </li>
      </ol>
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;

  ol {
    display: grid;
    gap: ${tokens.space.lg};
    margin: 0;
    padding-left: ${tokens.space.xl};
  }
  li {
    display: grid;
    gap: ${tokens.space.md};
    min-width: 0;
  }
  li::marker {
    font-weight: ${tokens.font.weight.bold};
  }
  p {
    margin: 0;
  }
  .pair {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.lg};
    align-items: flex-start;
  }
  svg {
    flex: none;
    width: 192px;
    height: 192px;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  .manual {
    display: grid;
    gap: ${tokens.space.sm};
    flex: 1 1 14rem;
    min-width: 0;
  }
  .secret code {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.md};
    letter-spacing: 0.06em;
    overflow-wrap: anywhere;
  }
  .copy-status {
    min-height: 1.4em;
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .copy-status[data-state='failed'] {
    color: ${tokens.color.danger};
  }
`;
