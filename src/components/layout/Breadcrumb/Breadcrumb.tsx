import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is never a link. */
  to?: string;
}

export interface BreadcrumbProps {
  /** Home first (the caller passes it), the current page last. */
  crumbs: Crumb[];
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};

  li { display: inline-flex; align-items: center; gap: ${tokens.space.xs}; min-width: 0; }
  a { color: ${tokens.color.primary}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  [aria-current='page'] { color: ${tokens.color.text}; overflow-wrap: anywhere; }
  svg { flex: none; color: ${tokens.color.textMuted}; }
`;

export function Breadcrumb({ crumbs, className }: BreadcrumbProps) {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={t('breadcrumb.label')} className={className}>
      <List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {index > 0 && <Icon name="chevron-right" size={14} />}
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.to ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
