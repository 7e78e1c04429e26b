import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FilterBar } from '../../../components/data/FilterBar/FilterBar';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { Button } from '../../../components/ui/Button/Button';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { theme as tokens } from '../../../theme/tokens';
import { OPENAPI_PATH, useOpenApi } from '../api/get-openapi';
import { ApiContents, tagAnchor } from '../components/ApiContents';
import { filterReference, operationForHash, readReference } from '../components/ApiDocument';
import { ApiOperation } from '../components/ApiOperation';
import { useDescribePermission, useTagLabel } from '../components/ApiWords';

const Operation = memo(ApiOperation);

/**
 * /settings/api (every signed-in user): the server's OpenAPI 3.1 document as a reference page
 * (docs/decisions/349-api-reference-page.md). Operations are grouped by tag, filtered by path,
 * summary or permission, and shown collapsed until opened; `#operationId` in the address opens
 * and scrolls to one, so a colleague can be sent it.
 */
export default function ApiReferenceScreen() {
  const { t } = useTranslation('account');
  const { data: arrived, error, mutate } = useOpenApi();
  // The document is drawn whole (every operation, collapsed, and the contents): it and each new
  // filter are drawn a render later (decision 278), which React splits into short tasks, so the
  // page answers input while a phone draws it.
  const data = useDeferredValue(arrived);
  const reference = useMemo(() => (data ? readReference(data) : undefined), [data]);
  const describe = useDescribePermission();
  const tagLabel = useTagLabel();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [target, setTarget] = useState<string | null>(null);
  const { hash } = useLocation();

  const filter = useDeferredValue(query);
  const groups = useMemo(() => (reference ? filterReference(reference.groups, filter, describe) : []), [reference, filter, describe]);
  const shown = groups.reduce((sum, group) => sum + group.operations.length, 0);

  const toggle = useCallback((anchor: string, next: boolean) => {
    setOpen((current) => {
      const changed = new Set(current);
      if (next) changed.add(anchor);
      else changed.delete(anchor);
      return changed;
    });
  }, []);

  // A link to an operation opens it; to it or to a tag, the page goes there once it is drawn.
  useEffect(() => {
    if (!reference || hash === '') return;
    const operation = operationForHash(reference.groups, hash);
    if (operation) toggle(operation.anchor, true);
    setTarget(operation?.anchor ?? hash.slice(1));
  }, [reference, hash, toggle]);

  useEffect(() => {
    if (target === null) return;
    const element = document.getElementById(target);
    if (element) {
      element.scrollIntoView({ block: 'start' });
      element.querySelector<HTMLElement>('h3 button, h2')?.focus({ preventScroll: true });
    }
    setTarget(null);
  }, [target, open]);

  if (!reference) {
    return error ? (
      <LoadError error={error} onRetry={() => void mutate()} />
    ) : (
      <div role="status" aria-label={t('apiReference.loading')} aria-busy="true">
        <SkeletonText lines={10} />
      </div>
    );
  }

  return (
    <Layout>
      <div className="intro">
        <p>{t('apiReference.intro', { path: OPENAPI_PATH })}</p>
        {(reference.title || reference.version) && (
          <p className="muted">{[reference.title, reference.version && t('apiReference.version', { version: reference.version })].filter(Boolean).join(' · ')}</p>
        )}
      </div>
      {reference.operationCount === 0 ? (
        <EmptyState title={t('apiReference.empty')} />
      ) : (
        <>
          <FilterBar
            search={query}
            onSearchChange={setQuery}
            label={t('apiReference.filter.label')}
            searchLabel={t('apiReference.filter.search')}
            searchPlaceholder={t('apiReference.filter.placeholder')}
            onReset={() => setQuery('')}
            canReset={query !== ''}
          />
          <p role="status" className="muted">
            {t('apiReference.filter.shown', { shown, total: reference.operationCount })}
          </p>
          {groups.length === 0 ? (
            <EmptyState
              title={t('apiReference.filter.noMatch', { query: filter })}
              text={t('apiReference.filter.noMatchText')}
              action={
                <Button variant="secondary" onClick={() => setQuery('')}>
                  {t('apiReference.filter.reset')}
                </Button>
              }
            />
          ) : (
            <>
              <ApiContents groups={groups} />
              {groups.map((group) => (
                <section key={tagAnchor(group.tag)} id={tagAnchor(group.tag)} aria-labelledby={`${tagAnchor(group.tag)}-heading`} className="tag">
                  <h2 id={`${tagAnchor(group.tag)}-heading`} tabIndex={-1}>
                    {tagLabel(group.tag)}
                  </h2>
                  {group.description && <p className="muted">{group.description}</p>}
                  <ul>
                    {group.operations.map((operation) => (
                      <li key={operation.anchor}>
                        <Operation document={data!} operation={operation} open={open.has(operation.anchor)} onToggle={toggle} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </>
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  min-width: 0;

  p {
    margin: 0;
  }
  .intro {
    display: grid;
    gap: ${tokens.space.xs};
    max-width: 72ch;
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .tag {
    display: grid;
    gap: ${tokens.space.sm};
    min-width: 0;
    scroll-margin-top: calc(${tokens.layout.topbarHeight} + ${tokens.space.md});
  }
  .tag h2 {
    margin: ${tokens.space.md} 0 0;
    font-size: ${tokens.font.size.lg};
  }
  .tag h2:focus {
    outline: none;
  }
  .tag ul {
    display: grid;
    gap: ${tokens.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .tag li {
    min-width: 0;
  }
`;
