import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedView } from '../../../../contract/views';
import { isViewList, listPermissionOf } from '../../../../contract/views-values';
import { useCan } from '../../../lib/access/AccessContext';
import { isApiError } from '../../../lib/api/errors';
import type { FilterDefs } from '../../../lib/list-state/list-state';
import type { ListStateApi } from '../../../lib/list-state/useListState';
import { useSavedViews } from '../../../lib/resource/views-api';
import { theme as tokens } from '../../../theme/tokens';
import { Button } from '../../ui/Button/Button';
import { Dropdown, type DropdownItem } from '../../ui/Dropdown/Dropdown';
import { Icon } from '../../ui/Icon/Icon';

// The dialogs load when first opened: a list page carries only its menu.
const SavedViewDialog = lazy(() => import('./SavedViewDialog').then((module) => ({ default: module.SavedViewDialog })));
const ManageViews = lazy(() => import('./ManageViews'));

export interface SavedViewsProps<F extends FilterDefs> {
  /** The list's area key (`customers`, `deliveryOrders`): its views are this list's. */
  listKey: string;
  list: ListStateApi<F>;
}

type Editing = { view: SavedView | null } | null;

/**
 * The list toolbar's "Tampilan" menu (docs/decisions/334-saved-views.md): the list's saved views,
 * the user's own in their order and those shared with their role marked, each opened by a click;
 * "Simpan tampilan ini" keeps the list's search, filters, sort and size under a name, shared with
 * a role by holders of share-views; "Kelola tampilan" renames, reorders and deletes the user's
 * own. A view the list cannot wholly read any more opens without the parts it no longer knows,
 * and a notice names them. Nothing shows for a list the user may not read.
 */
export function SavedViews<F extends FilterDefs>({ listKey, list }: SavedViewsProps<F>) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const readable = isViewList(listKey) && can(listPermissionOf(listKey));
  const views = useSavedViews(readable ? listKey : null);
  const [editing, setEditing] = useState<Editing>(null);
  const [managing, setManaging] = useState(false);
  const [notice, setNotice] = useState<{ name: string; params: string[] } | null>(null);
  if (!readable || (isApiError(views.error) && views.error.status === 403)) return null;

  const data = views.data ?? [];
  const failed = Boolean(views.error) && !views.data;
  const apply = (view: SavedView) => {
    const dropped = list.applyView(view.search);
    setNotice(dropped.length > 0 ? { name: view.name, params: dropped } : null);
  };
  const viewItems: DropdownItem[] = data.map((view) => ({
    kind: 'radio',
    id: `view-${view.id}`,
    label: view.sharedWith ? t('views.sharedLabel', { name: view.name, role: view.sharedWith.name }) : view.name,
    checked: view.search === list.viewSearch,
    onSelect: () => apply(view),
  }));
  const items: DropdownItem[] = [
    ...viewItems,
    ...(failed ? [{ kind: 'action' as const, id: 'retry', label: t('views.retry'), onSelect: () => void views.mutate() }] : []),
    ...(viewItems.length > 0 || failed ? [{ kind: 'separator' as const, id: 'separator' }] : []),
    { kind: 'action', id: 'save', label: t('views.save'), onSelect: () => setEditing({ view: null }) },
    ...(data.some((view) => view.mine) ? [{ kind: 'action' as const, id: 'manage', label: t('views.manage'), onSelect: () => setManaging(true) }] : []),
  ];
  const header = views.isLoading ? t('views.loading') : failed ? t('views.failed') : data.length === 0 ? t('views.none') : t('views.menu');

  return (
    <Root>
      <Menu label={t('views.button')} text={t('views.button')} header={header} items={items} align="start" />
      {notice && (
        <Notice role="status">
          <Icon name="info" size={16} />
          <span>{t('views.notice', { name: notice.name, params: notice.params.join(', ') })}</span>
          <Button variant="ghost" size="sm" aria-label={t('views.dismiss')} onClick={() => setNotice(null)}>
            <Icon name="close" size={14} />
          </Button>
        </Notice>
      )}
      {/* One boundary each: the save dialog loading over "Kelola tampilan" must not hide it. */}
      <Suspense>{editing && <SavedViewDialog listKey={listKey} view={editing.view} search={list.viewSearch} onClose={() => setEditing(null)} />}</Suspense>
      <Suspense>
        {managing && (
          <ManageViews listKey={listKey} views={data.filter((view) => view.mine)} onEdit={(view) => setEditing({ view })} onClose={() => setManaging(false)} />
        )}
      </Suspense>
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Menu = styled(Dropdown)`
  & > button {
    border-color: ${tokens.color.border};
    background: ${tokens.color.surface};
  }
`;

const Notice = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  flex-basis: 100%;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.warningBg};
  color: ${tokens.color.text};
`;
