import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedView } from '../../../../contract/views';
import { actionErrorText } from '../../../lib/api/error-text';
import { useViewActions } from '../../../lib/resource/views-api';
import { theme as tokens } from '../../../theme/tokens';
import { useToast } from '../../feedback/Toast/ToastProvider';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog/Dialog';
import { Icon } from '../../ui/Icon/Icon';

interface ManageViewsProps {
  listKey: string;
  /** The user's own views of the list, in their order. */
  views: SavedView[];
  onEdit(view: SavedView): void;
  onClose(): void;
}

/** The user's own views: rename or share (the save dialog), move up or down, delete after asking. */
export default function ManageViews({ listKey, views, onEdit, onClose }: ManageViewsProps) {
  const { t } = useTranslation('ui');
  const toast = useToast();
  const actions = useViewActions(listKey);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [busy, setBusy] = useState(false);
  // A move's refusal belongs to the list and a deletion's to its question: a move that fails
  // while the question is open does not show there.
  const [moveError, setMoveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  /** The button whose move is being saved; the ref blocks a second press before the next render. */
  const [moving, setMoving] = useState<string | null>(null);
  const movingNow = useRef(false);

  // A new order is built from the list as it is, so no move starts before the last one is saved:
  // otherwise two orders built from the same old list overwrite each other.
  const move = async (index: number, by: -1 | 1, button: string) => {
    if (movingNow.current || index + by < 0 || index + by >= views.length) return;
    movingNow.current = true;
    setMoving(button);
    const ids = views.map((view) => view.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setMoveError(null);
    try {
      await actions.reorder(ids);
    } catch (failure) {
      setMoveError(actionErrorText(t, failure, 'ui'));
    } finally {
      movingNow.current = false;
      setMoving(null);
    }
  };
  const ask = (view: SavedView) => {
    // The question starts clean: an earlier refusal is not this deletion's.
    setMoveError(null);
    setDeleteError(null);
    setDeleting(view);
  };
  const remove = async (view: SavedView) => {
    setBusy(true);
    setDeleteError(null);
    try {
      await actions.remove(view.id);
      toast.success(t('views.deleted', { name: view.name }));
      setDeleting(null);
    } catch (failure) {
      setDeleteError(actionErrorText(t, failure, 'ui'));
    } finally {
      setBusy(false);
    }
  };
  /**
   * A move button at the end of the list, or while a move saves: marked unavailable rather than
   * disabled, since Chromium moves the focus of a disabled button to the page and a keyboard user
   * who has just moved a view to the top would lose their place.
   */
  const moveButton = (id: string, atEnd: boolean) => ({
    ...(moving !== null || atEnd ? { 'aria-disabled': true } : {}),
    ...(moving === id ? { 'aria-busy': true } : {}),
  });

  return (
    <>
      <Dialog
        open={deleting === null}
        onClose={onClose}
        title={t('views.manage')}
        description={t('views.manageText')}
        actions={
          <Button variant="secondary" data-autofocus onClick={onClose}>
            {t('views.close')}
          </Button>
        }
      >
        {views.length === 0 ? (
          <p>{t('views.manageEmpty')}</p>
        ) : (
          <Rows>
            {views.map((view, index) => (
              <li key={view.id}>
                <span className="name">
                  <span>{view.name}</span>
                  {view.sharedWith && <Badge tone="info">{t('views.shared', { role: view.sharedWith.name })}</Badge>}
                </span>
                <span className="actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('views.moveUp', { name: view.name })}
                    {...moveButton(`${view.id}-up`, index === 0)}
                    onClick={() => void move(index, -1, `${view.id}-up`)}
                  >
                    <Icon name="chevron-down" size={16} className="up" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('views.moveDown', { name: view.name })}
                    {...moveButton(`${view.id}-down`, index === views.length - 1)}
                    onClick={() => void move(index, 1, `${view.id}-down`)}
                  >
                    <Icon name="chevron-down" size={16} />
                  </Button>
                  <Button variant="secondary" size="sm" aria-label={t('views.edit', { name: view.name })} onClick={() => onEdit(view)}>
                    {t('views.editShort')}
                  </Button>
                  <Button variant="danger" size="sm" aria-label={t('views.delete', { name: view.name })} onClick={() => ask(view)}>
                    {t('views.deleteConfirm')}
                  </Button>
                </span>
              </li>
            ))}
          </Rows>
        )}
        {moveError && <p role="alert">{moveError}</p>}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('views.deleteTitle')}
        text={
          deleting && (
            <>
              {t('views.deleteText', { name: deleting.name })}
              {deleting.sharedWith && <> {t('views.deleteShared', { role: deleting.sharedWith.name })}</>}
            </>
          )
        }
        confirmLabel={t('views.deleteConfirm')}
        tone="danger"
        busy={busy}
        error={deleteError}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
      />
    </>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: ${tokens.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.xs};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.xs} 0;
    border-bottom: 1px solid ${tokens.color.border};
  }
  .name {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.sm};
    overflow-wrap: anywhere;
  }
  .actions {
    display: inline-flex;
    gap: ${tokens.space.xs};
  }
  .up {
    transform: rotate(180deg);
  }
  .actions [aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;
