import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX } from '../../../../contract/lists-values';
import { SEARCH_TEXT_MIN, type GlobalSearchResult, type SearchKind, type SearchRecord } from '../../../../contract/search-values';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { isApiError } from '../../../lib/api/errors';
import { paths, routes } from '../../../lib/routes/routes';
import { Button } from '../../ui/Button/Button';
import { Failure, Field, GroupTitle, Hint, Input, Label, Listbox, Option, SearchDialog, Secondary, Status } from './GlobalSearch.styles';
import { SearchIcon } from './SearchIcon';
import { useGlobalSearch } from './useGlobalSearch';

export interface GlobalSearchProps {
  open: boolean;
  onClose: () => void;
}

interface Choice {
  readonly id: string;
  readonly kind: SearchKind;
  readonly record: SearchRecord;
}

/**
 * Where a found record opens: its detail page for a user who may open it, else its list searched
 * for its name (the search shows what the list permission allows; the detail asks for more).
 */
function useTargetOf() {
  const canOpen = useCanOpen();
  return (kind: SearchKind, record: SearchRecord): string | null => {
    if (canOpen(routes[kind].detail)) return (paths[kind].detail as (id: number) => string)(record.id);
    if (canOpen(routes[kind].data)) return `${paths[kind].data()}?q=${encodeURIComponent(record.label)}`;
    return null;
  };
}

const groupsOf = (result: GlobalSearchResult | null) => (result?.groups ?? []).filter((group) => group.records.length > 0);

/**
 * "Find anything" (decision 333): one field over DO and shipment numbers, customers, items, plates
 * and users, grouped by kind. The WAI-ARIA combobox with a listbox popup: focus stays in the field,
 * the arrow keys move the active option (aria-activedescendant), Enter opens it, Escape closes.
 * The shell loads this module on first use, so none of it is in the shell's chunk.
 */
export function GlobalSearch({ open, onClose }: GlobalSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const targetOf = useTargetOf();
  const baseId = useId();
  const [text, setText] = useState('');
  const search = useGlobalSearch(text);
  const groups = groupsOf(search.result);
  const choices: Choice[] = groups.flatMap((group) => group.records.map((record) => ({ id: `${baseId}-${group.kind}-${record.id}`, kind: group.kind, record })));
  // The cursor belongs to one answer: a new answer starts again on its first record.
  const [cursor, setCursor] = useState<{ of: GlobalSearchResult | null; index: number }>({ of: null, index: 0 });
  const index = cursor.of === search.result ? Math.min(cursor.index, choices.length - 1) : 0;
  const active = choices[index];
  const moveTo = (next: number) => setCursor({ of: search.result, index: (next + choices.length) % choices.length });

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setText('');
    onClose();
  };
  const choose = (choice: Choice) => {
    const target = targetOf(choice.kind, choice.record);
    if (!target) return;
    close();
    void navigate(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (choices.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  };

  const found = choices.length;
  const status =
    search.status === 'short'
      ? t('search.tooShort', { count: SEARCH_TEXT_MIN })
      : search.status === 'loading'
      ? t('search.searching')
      : search.status === 'done'
        ? found === 0
          ? t('search.noMatch', { term: search.term })
          : t('search.results', { count: found })
        : '';
  const tooLong = search.status === 'error' && isApiError(search.error) && search.error.status === 400;
  const listId = `${baseId}-results`;

  return (
    <SearchDialog open={open} onClose={close} title={t('search.title')}>
      <Field>
        <SearchIcon />
        <Input
          data-autofocus
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={found > 0}
          aria-controls={listId}
          aria-activedescendant={found > 0 && active ? active.id : undefined}
          aria-busy={search.status === 'loading'}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Status role="status">{status}</Status>
      {search.status === 'error' && (
        <Failure role="alert">
          <span>{tooLong ? t('search.tooLong', { max: SEARCH_MAX }) : t('search.failed')}</span>
          {!tooLong && (
            <Button size="sm" variant="secondary" onClick={search.retry}>
              {t('search.retry')}
            </Button>
          )}
        </Failure>
      )}
      <Listbox role="listbox" id={listId} aria-label={t('search.results', { count: found })} hidden={found === 0}>
        {groups.map((group) => (
          <div role="group" key={group.kind} aria-label={t(`menu.${group.kind}`)}>
            <GroupTitle aria-hidden="true">{t(`menu.${group.kind}`)}</GroupTitle>
            {choices
              .filter((choice) => choice.kind === group.kind)
              .map((choice) => (
                <Option
                  key={choice.id}
                  id={choice.id}
                  role="option"
                  aria-selected={choice === active}
                  onMouseMove={() => choice !== active && moveTo(choices.indexOf(choice))}
                  // The field keeps the focus: a press on an option must not take it away.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(choice)}
                >
                  <Label>{choice.record.label}</Label>
                  {choice.record.secondary && <Secondary>{choice.record.secondary}</Secondary>}
                </Option>
              ))}
          </div>
        ))}
      </Listbox>
      <Hint>{t('search.hint')}</Hint>
    </SearchDialog>
  );
}
