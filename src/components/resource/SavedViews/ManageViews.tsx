import { useState } from 'react';
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
  const [error, setError] = useState<string | null>(null);

  const move = async (index: number, by: -1 | 1) => {
    const ids = views.map((view) => view.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setError(null);
    try {
      await actions.reorder(ids);
    } catch (failure) {
      setError(actionErrorText(t, failure, 'ui'));
    }
  };
  const remove = async (view: SavedView) => {
    setBusy(true);
    setError(null);
    try {
      await actions.remove(view.id);
      toast.success(t('views.deleted', { name: view.name }));
      setDeleting(null);
    } catch (failure) {
      setError(actionErrorText(t, failure, 'ui'));
    } finally {
      setBusy(false);
    }
  };

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
                  <Button variant="ghost" size="sm" aria-label={t('views.moveUp', { name: view.name })} disabled={index === 0} onClick={() => void move(index, -1)}>
                    <Icon name="chevron-down" size={16} className="up" />
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t('views.moveDown', { name: view.name })} disabled={index === views.length - 1} onClick={() => void move(index, 1)}>
                    <Icon name="chevron-down" size={16} />
                  </Button>
                  <Button variant="secondary" size="sm" aria-label={t('views.edit', { name: view.name })} onClick={() => onEdit(view)}>
                    {t('views.editShort')}
                  </Button>
                  <Button variant="danger" size="sm" aria-label={t('views.delete', { name: view.name })} onClick={() => setDeleting(view)}>
                    {t('views.deleteConfirm')}
                  </Button>
                </span>
              </li>
            ))}
          </Rows>
        )}
        {error && <p role="alert">{error}</p>}
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
        error={error}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => {
          setDeleting(null);
          setError(null);
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
`;
