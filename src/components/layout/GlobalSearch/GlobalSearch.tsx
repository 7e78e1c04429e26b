import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX } from '../../../../contract/lists-values';
import { numberInProgress, numberTerms, SEARCH_TEXT_MIN, searchesText, type GlobalSearchResult, type SearchKind, type SearchRecord } from '../../../../contract/search-values';
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

/** An option of the listbox: a found record, or the term searched in a list. */
interface Choice {
  readonly id: string;
  /** The group it is shown in: a kind's records, or `lists`. */
  readonly group: SearchKind | 'lists';
  readonly label: string;
  readonly secondary: string | null;
  /** Where Enter or a click takes the user; null when they may open neither detail nor list. */
  readonly target: string | null;
}

/**
 * The lists a term of words can go on to: the top bar finds DOs and shipments by number only, and
 * their lists search addresses, customers, plates and drivers too.
 */
const LIST_KINDS = ['deliveryOrders', 'shipments'] as const;

const searchesWords = (term: string) => {
  const { deliveryOrder, shipment } = numberTerms(term);
  return searchesText(term) && deliveryOrder === undefined && shipment === undefined;
};

type CanOpen = ReturnType<typeof useCanOpen>;

/** A kind's list searched for `term`, for a user who may open that list. */
const listSearched = (canOpen: CanOpen, kind: SearchKind, term: string) =>
  canOpen(routes[kind].data) ? `${paths[kind].data()}?q=${encodeURIComponent(term)}` : null;

/**
 * Where a found record opens: its detail page for a user who may open it, else its list searched
 * for its name (the search shows what the list permission allows; the detail asks for more).
 */
const recordTarget = (canOpen: CanOpen, kind: SearchKind, record: SearchRecord): string | null =>
  canOpen(routes[kind].detail) ? (paths[kind].detail as (id: number) => string)(record.id) : listSearched(canOpen, kind, record.label);

const groupsOf = (result: GlobalSearchResult | null) => (result?.groups ?? []).filter((group) => group.records.length > 0);

/**
 * "Find anything" (decision 333): one field over DO and shipment numbers, customers, items, plates
 * and users, grouped by kind, then for words the DO and shipment lists searched for them. The
 * WAI-ARIA combobox with a listbox popup: focus stays in the field, the arrow keys move the active
 * option (aria-activedescendant), Enter opens it, Escape closes.
 * The shell loads this module on first use, so none of it is in the shell's chunk.
 */
export function GlobalSearch({ open, onClose }: GlobalSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const baseId = useId();
  const [text, setText] = useState('');
  const search = useGlobalSearch(text);
  const groups = groupsOf(search.result);
  const records: Choice[] = groups.flatMap((group) =>
    group.records.map((record) => ({
      id: `${baseId}-${group.kind}-${record.id}`,
      group: group.kind,
      label: record.label,
      secondary: record.secondary,
      target: recordTarget(canOpen, group.kind, record),
    })),
  );
  // Words (not a DO or shipment number, which finds its records itself): the DO and shipment lists
  // the user may open, searched for them, shown with an answer (the last one stays on screen while
  // the next term loads).
  const lists: Choice[] =
    search.result !== null && searchesWords(search.term)
      ? LIST_KINDS.flatMap((kind) => {
          const target = listSearched(canOpen, kind, search.term);
          const label = t('search.inList', { term: search.term, list: t(`menu.${kind}`) });
          return target ? [{ id: `${baseId}-list-${kind}`, group: 'lists' as const, label, secondary: t(`search.listSearches.${kind}`), target }] : [];
        })
      : [];
  const choices = [...records, ...lists];
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
  const choose = ({ target }: Choice) => {
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

  const found = records.length;
  const status =
    search.status === 'short'
      ? numberInProgress(search.term)
        ? t('search.numberInProgress')
        : t('search.tooShort', { count: SEARCH_TEXT_MIN })
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
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-activedescendant={active?.id}
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
      <Listbox role="listbox" id={listId} aria-label={t('search.results', { count: found })} hidden={choices.length === 0}>
        {[...groups.map((group) => group.kind), ...(lists.length > 0 ? (['lists'] as const) : [])].map((group) => {
          const title = group === 'lists' ? t('search.lists') : t(`menu.${group}`);
          return (
            <div role="group" key={group} aria-label={title}>
              <GroupTitle aria-hidden="true">{title}</GroupTitle>
              {choices
                .filter((choice) => choice.group === group)
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
                    <Label>{choice.label}</Label>
                    {choice.secondary && <Secondary>{choice.secondary}</Secondary>}
                  </Option>
                ))}
            </div>
          );
        })}
      </Listbox>
      <Hint>{t('search.hint')}</Hint>
    </SearchDialog>
  );
}
