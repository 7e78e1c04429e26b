import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';
import type { ApiTagGroup } from './ApiDocument';
import { useTagLabel } from './ApiWords';

/** The anchor of a tag's section (`#tag-customers`), apart from the operations' anchors. */
export const tagAnchor = (tag: string | null) => `tag-${tag ?? 'untagged'}`;

/** The table of contents: each tag with how many of its operations are shown, a link to its section. */
export function ApiContents({ groups }: { groups: readonly ApiTagGroup[] }) {
  const { t } = useTranslation('account');
  const label = useTagLabel();
  return (
    <Nav aria-label={t('apiReference.contents')}>
      <h2>{t('apiReference.contents')}</h2>
      <ul>
        {groups.map((group) => (
          <li key={tagAnchor(group.tag)}>
            <Link to={{ hash: tagAnchor(group.tag) }}>{label(group.tag)}</Link>
            <span className="count">{t('apiReference.count', { count: group.operations.length })}</span>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  min-width: 0;

  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${tokens.space.xs};
    align-items: baseline;
    min-width: 0;
  }
  a {
    color: ${tokens.color.primary};
    font-weight: ${tokens.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .count {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
    white-space: nowrap;
  }
`;
