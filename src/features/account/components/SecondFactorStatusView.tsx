import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RECOVERY_CODE_COUNT, type SecondFactorStatus } from '../../../../contract/second-factor';
import { DetailList } from '../../../components/data/DetailList/DetailList';
import { Badge } from '../../../components/ui/Badge/Badge';
import { Button } from '../../../components/ui/Button/Button';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

/** At or below this many codes left, the status suggests making new ones. */
export const FEW_RECOVERY_CODES = 3;

export interface SecondFactorStatusViewProps {
  status: SecondFactorStatus | undefined;
  loading: boolean;
  /** The enrolment is being started: "Aktifkan" shows busy. */
  starting: boolean;
  onEnable(): void;
  onRegenerate(): void;
  onDisable(): void;
}

/**
 * The second factor's status on Profile and what can be done from it: turn it on when off; when
 * on, new recovery codes, and turning it off unless the role requires it (then the button stays
 * visible, disabled, with the reason beside it).
 */
export function SecondFactorStatusView({ status, loading, starting, onEnable, onRegenerate, onDisable }: SecondFactorStatusViewProps) {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const requiredId = useId();
  const enabled = status?.enabled ?? false;
  const few = enabled && status !== undefined && status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  return (
    <Root>
      <p>{t('secondFactor.intro')}</p>
      <DetailList
        loading={loading && !status}
        items={[
          {
            id: 'status',
            label: t('secondFactor.status'),
            value: status && (
              <span className="badges">
                <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? t('secondFactor.on') : t('secondFactor.off')}</Badge>
                {status.required && <Badge tone="info">{t('secondFactor.required')}</Badge>}
              </span>
            ),
          },
          ...(enabled
            ? [
                {
                  id: 'since',
                  label: t('secondFactor.since'),
                  value: status?.enabledAt && <time dateTime={status.enabledAt}>{format.date(status.enabledAt)}</time>,
                },
                {
                  id: 'codes',
                  label: t('secondFactor.codesLeft'),
                  value: t('secondFactor.codesLeftValue', { count: status?.recoveryCodesLeft ?? 0, total: RECOVERY_CODE_COUNT }),
                },
              ]
            : []),
        ]}
      />
      {few && <p className="warning">{t('secondFactor.codesLow')}</p>}
      {status?.required && (
        <p id={requiredId} className="note">
          {enabled ? t('secondFactor.requiredOn') : t('secondFactor.requiredOff')}
        </p>
      )}
      {status && (
        <div className="actions">
          {enabled ? (
            <>
              <Button variant="secondary" onClick={onRegenerate}>
                {t('secondFactor.regenerate')}
              </Button>
              <Button
                variant="danger"
                onClick={onDisable}
                disabled={status.required}
                aria-describedby={status.required ? requiredId : undefined}
              >
                {t('secondFactor.disable')}
              </Button>
            </>
          ) : (
            <Button onClick={onEnable} busy={starting}>
              {t('secondFactor.enable')}
            </Button>
          )}
        </div>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;

  p {
    margin: 0;
  }
  .badges {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
  }
  .warning {
    justify-self: start;
    padding: 2px ${tokens.space.sm};
    color: ${tokens.color.warning};
    background: ${tokens.color.warningBg};
    border-radius: ${tokens.radius.sm};
    font-weight: ${tokens.font.weight.medium};
  }
  .note {
    color: ${tokens.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
  }
`;
