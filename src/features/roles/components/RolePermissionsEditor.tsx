import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PERMISSION_NAMES, PERMISSIONS, type PermissionName } from '../../../../contract/permissions';
import type { RolePermissions } from '../../../../contract/roles';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Button } from '../../../components/ui/Button/Button';
import { useCan } from '../../../lib/access/AccessContext';
import { isApiError } from '../../../lib/api/errors';
import { versionConflictOf } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { useUpdateRolePermissions } from '../api/roles-api';
import { actionErrorText } from '../../../lib/api/error-text';
import { applyChanges, changesBetween, grantedOf, namesInOrder, refusedPermissions, sameSet, type PermissionChanges } from './permission-changes';
import { PermissionMatrix, type PermissionEntry } from './PermissionMatrix';
import { theme as tokens } from '../../../theme/tokens';

const KNOWN: ReadonlySet<string> = new Set(PERMISSION_NAMES);
const isKnown = (name: string): name is PermissionName => KNOWN.has(name);

export interface RolePermissionsEditorProps {
  data: RolePermissions;
  /**
   * The user holds update-permissions; otherwise the matrix is read-only. It is read-only too when
   * the role holds a permission the user lacks, with a message saying so.
   */
  editable: boolean;
  /** Fetches the role's permissions again and resolves with the answer (after a conflict). */
  reload(): Promise<RolePermissions | undefined>;
}


/**
 * The matrix with its save (PUT with the version it was loaded at), the unsaved-changes prompt,
 * and the refusals: 422 LAST_PERMISSION_MANAGER and an unknown permission keep the selection and
 * say why; 409 reloads the newest permissions and offers to apply the user's changes again.
 */
export function RolePermissionsEditor({ data, editable: mayEdit, reload }: RolePermissionsEditorProps) {
  const { t } = useTranslation(['roles', 'ui']);
  const can = useCan();
  const toast = useToast();
  const save = useUpdateRolePermissions(data.roleId);
  // `base` is what the user's edit started from: its version is the one the save sends.
  const [base, setBase] = useState(data);
  const [selected, setSelected] = useState(() => grantedOf(data));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ code: string; refused: ReadonlySet<string> } | null>(null);
  const [pending, setPending] = useState<PermissionChanges | null>(null);

  const saved = grantedOf(base);
  // A role holding a permission the user lacks is read-only to them (the server refuses too). A
  // name this build's catalogue does not know is left to the server to judge (UNKNOWN_PERMISSION).
  const exceedsOwn = mayEdit && [...saved].some((name) => isKnown(name) && !can(name));
  const editable = mayEdit && !exceedsOwn;
  const dirty = !sameSet(selected, saved);
  const adopt = (next: RolePermissions) => {
    setBase(next);
    setSelected(grantedOf(next));
  };

  // Newer data from SWR (a revalidation): follow it unless the user is editing. While editing,
  // the save keeps the older version and meets the conflict, so nobody's change is lost unseen.
  if (data !== base && (data.version === base.version || !dirty)) {
    if (data.version === base.version) setBase(data);
    else adopt(data);
  }

  const unsaved = useUnsavedChangesPrompt(editable && dirty);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || saving) return;
    const names = namesInOrder(base, selected);
    setSaving(true);
    setFailure(null);
    try {
      const answer = await save({ names, version: base.version });
      adopt(answer);
      setPending(null);
      toast.success(t('matrix.saved', { name: answer.roleName }));
    } catch (error) {
      if (versionConflictOf(error)) {
        setPending(changesBetween(saved, selected));
        const fresh = await reload().catch(() => undefined);
        if (fresh) adopt(fresh);
      } else {
        const refused = refusedPermissions(error, names);
        const code = refused.length > 0 ? 'UNKNOWN_PERMISSION' : isApiError(error) ? error.code : 'INTERNAL';
        setFailure({ code, refused: new Set(refused) });
      }
    } finally {
      setSaving(false);
    }
  };

  const reapply = () => {
    if (!pending) return;
    setSelected(applyChanges(selected, pending));
    setPending(null);
  };

  const total = base.permissions.length;
  const { added, removed } = changesBetween(saved, selected);
  const changes = added.length + removed.length;
  const refusedNames = failure ? [...failure.refused] : [];

  return (
    <Form aria-label={t('matrix.label', { name: base.roleName })} onSubmit={onSubmit} noValidate>
      {unsaved.prompt}
      {pending && (
        <div role="alert" className="notice" data-tone="warning">
          <p className="title">{t('matrix.conflict.title')}</p>
          <p>{t('matrix.conflict.text')}</p>
          <div className="actions">
            {editable && (pending.added.length > 0 || pending.removed.length > 0) && (
              <Button variant="secondary" size="sm" onClick={reapply}>
                {t('matrix.conflict.reapply', { count: pending.added.length + pending.removed.length })}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => setPending(null)}>
              {t('matrix.conflict.dismiss')}
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <div role="alert" className="notice" data-tone="danger">
          <p className="title">{t('matrix.notSaved')}</p>
          <p>
            {actionErrorText(t, failure.code, 'roles')}
            {refusedNames.length > 0 && <> {refusedNames.join(', ')}</>}
          </p>
        </div>
      )}
      {!editable && <p className="readonly">{t(exceedsOwn ? 'matrix.exceedsOwn' : 'matrix.readOnly')}</p>}
      <p className="summary">
        {t('matrix.total', { count: selected.size, total })}
        {editable && changes > 0 && <strong> · {t('matrix.changes', { count: changes })}</strong>}
      </p>
      <PermissionMatrix
        permissions={base.permissions}
        selected={selected}
        saved={saved}
        refused={failure?.refused}
        readOnly={!editable}
        disabled={saving}
        onChange={(next) => {
          setSelected(next);
          setFailure((current) => (current && current.refused.size > 0 ? current : null));
        }}
      />
      {editable && (
        <div className="bar">
          <Button type="submit" busy={saving} disabled={!dirty}>
            {saving ? t('ui:form.saving') : t('matrix.save')}
          </Button>
          <Button variant="secondary" disabled={!dirty || saving} onClick={() => setSelected(saved)}>
            {t('matrix.reset')}
          </Button>
        </div>
      )}
    </Form>
  );
}

const NOTHING: ReadonlySet<string> = new Set();
const CATALOGUE: PermissionEntry[] = PERMISSIONS.map((permission) => ({ ...permission, granted: false }));

/**
 * The editor while the role's permissions load, at the size it will have: the API answers the
 * whole catalogue (contract/permissions.ts), so the same matrix of the same catalogue takes the
 * same room, faded, inert and hidden from assistive technology; the region's status line says it
 * is loading. The page below does not move when the answer arrives (decision 141).
 */
export function RolePermissionsPlaceholder({ editable }: { editable: boolean }) {
  const { t } = useTranslation(['roles', 'ui']);
  return (
    <Form as="div" aria-busy="true" data-placeholder="">
      <span className="visually-hidden" role="status">
        {t('detail.loading')}
      </span>
      <div className="placeholder" aria-hidden="true" inert>
        {!editable && <p className="readonly">{t('matrix.readOnly')}</p>}
        <p className="summary">
          <Skeleton width="12em" height="1lh" />
        </p>
        <PermissionMatrix permissions={CATALOGUE} selected={NOTHING} readOnly />
        {editable && (
          <div className="bar">
            <Button type="button" disabled>
              {t('matrix.save')}
            </Button>
            <Button type="button" variant="secondary" disabled>
              {t('matrix.reset')}
            </Button>
          </div>
        )}
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;

  p {
    margin: 0;
  }
  .placeholder {
    display: grid;
    gap: inherit;
    min-width: 0;
    opacity: 0.45;
  }
  .summary {
    color: ${tokens.color.textMuted};
  }
  .summary strong {
    color: ${tokens.color.text};
  }
  .readonly {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceMuted};
  }
  .notice {
    display: grid;
    gap: ${tokens.space.xs};
    padding: ${tokens.space.md};
    border: 1px solid currentColor;
    border-radius: ${tokens.radius.md};
  }
  .notice p {
    color: ${tokens.color.text};
  }
  .notice .title {
    font-weight: ${tokens.font.weight.bold};
  }
  .notice[data-tone='warning'] {
    color: ${tokens.color.warning};
    background: ${tokens.color.warningBg};
  }
  .notice[data-tone='danger'] {
    color: ${tokens.color.danger};
    background: ${tokens.color.dangerBg};
  }
  .notice .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    margin-top: ${tokens.space.xs};
  }
  .bar {
    position: sticky;
    bottom: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.md} 0;
    border-top: 1px solid ${tokens.color.border};
    background: ${tokens.color.bg};
  }
`;
