import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTS, ROLES } from '../../../../contract/areas';
import type { SavedView } from '../../../../contract/views';
import { hasMarkup, VIEW_NAME_MAX } from '../../../../contract/views-values';
import { useCan } from '../../../lib/access/AccessContext';
import { errorCodeOf } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { useViewActions } from '../../../lib/resource/views-api';
import { useToast } from '../../feedback/Toast/ToastProvider';
import { Field } from '../../form/Field/Field';
import { Select } from '../../form/Select/Select';
import { TextInput } from '../../form/TextInput/TextInput';
import { useRoleNames } from '../../pickers/RolePicker/role-lookup';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';

export interface SavedViewDialogProps {
  listKey: string;
  /** The view to rename or share; none saves `search` as a new view. */
  view: SavedView | null;
  /** The list's view as it is now (a new view keeps it). */
  search: string;
  onClose(): void;
}

/** The name as the server keeps it: trimmed, inner runs of blanks made one (contract/text.ts). */
const clean = (name: string) => name.trim().replace(/\s+/g, ' ');

const nameProblem = (name: string) => (name === '' ? 'REQUIRED' : name.length > VIEW_NAME_MAX ? 'TOO_LONG' : hasMarkup(name) ? 'INVALID_CHARACTERS' : null);

/**
 * "Simpan tampilan ini" and a view's "Ubah": its name and, for holders of share-views who may
 * read the roles, the role it is shared with. The name is checked as the server checks it; the
 * server's answers (a taken name, a missing permission) land on the field or under the form.
 * Mounted while open, so each opening starts from the view as it is.
 */
export function SavedViewDialog({ listKey, view, search, onClose }: SavedViewDialogProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const toast = useToast();
  const actions = useViewActions(listKey);
  const idempotency = useIdempotencyKey();
  const mayShare = can(LISTS.permission.shareViews) && can(ROLES.permission.list);
  const roles = useRoleNames(mayShare);
  const [name, setName] = useState(view?.name ?? '');
  const [roleId, setRoleId] = useState(view?.sharedWith ? String(view.sharedWith.id) : '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleaned = clean(name);
    const problem = nameProblem(cleaned);
    setFormError(null);
    setNameError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const shared = roleId === '' ? null : Number(roleId);
      const saved = view
        ? await actions.update(view.id, { name: cleaned, ...(mayShare || shared === null ? { roleId: shared } : {}) })
        : await actions.create({ name: cleaned, search, ...(shared === null ? {} : { roleId: shared }) }, idempotency.key);
      toast.success(t(view ? 'views.updated' : 'views.saved', { name: saved.name }));
      onClose();
    } catch (failure) {
      const fieldCode = isApiError(failure) ? failure.fields.name : undefined;
      if (fieldCode) setNameError(fieldCode);
      else setFormError(t([`views.errors.${errorCodeOf(failure)}`, `form.errors.${errorCodeOf(failure)}`, 'form.errors.generic']));
    } finally {
      setBusy(false);
    }
  };

  const roleOptions = [...roles].map(([id, roleName]) => ({ value: String(id), label: roleName }));
  const title = view ? t('views.dialog.editTitle', { name: view.name }) : t('views.dialog.saveTitle');
  const formId = `saved-view-${view?.id ?? 'new'}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('views.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('views.dialog.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 12, marginTop: 12 }}>
        <Field
          label={t('views.dialog.name')}
          required
          hint={t('views.dialog.nameHint', { max: VIEW_NAME_MAX })}
          error={nameError ? t([`views.nameErrors.${nameError}`, `validation.${nameError}`, 'validation.INVALID'], { max: VIEW_NAME_MAX }) : undefined}
        >
          <TextInput data-autofocus value={name} maxLength={VIEW_NAME_MAX * 2} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        </Field>
        {mayShare && (
          <Field label={t('views.dialog.share')} hint={t('views.dialog.shareHint')}>
            <Select options={roleOptions} placeholder={t('views.dialog.personal')} value={roleId} onChange={(event) => setRoleId(event.target.value)} />
          </Field>
        )}
        {formError && <p role="alert">{formError}</p>}
      </form>
    </Dialog>
  );
}
