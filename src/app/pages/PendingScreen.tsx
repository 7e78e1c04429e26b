import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/ui/Badge/Badge';
import { useCurrentRoute } from '../shell/useShellModel';
import { theme as tokens } from '../../theme/tokens';

/**
 * The plainly marked page for a screen whose body is not built: its route, guard, menu entry
 * and breadcrumb are real.
 */
export default function PendingScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const page = route ? t(`routes.${route.name}`) : '';
  return (
    <Panel aria-labelledby="pending-title">
      <Badge tone="warning">{t('pending.badge')}</Badge>
      <h2 id="pending-title">{t('pending.title')}</h2>
      <p>{t('pending.text', { page })}</p>
    </Panel>
  );
}

const Panel = styled.section`
  padding: ${tokens.space.xl};
  background: ${tokens.color.surface};
  border: 1px dashed ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  h2 { margin: ${tokens.space.md} 0 ${tokens.space.sm}; font-size: ${tokens.font.size.lg}; }
  p { margin: 0; color: ${tokens.color.textMuted}; }
`;
