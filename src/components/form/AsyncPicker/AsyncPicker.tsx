import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon/Icon';
import { useFieldControl, useFieldLabelId } from '../Field/FieldContext';
import { ClearButton, Control, Input, Listbox, Option, Popup, Root, Status, ToggleButton } from './AsyncPicker.styles';

export type PickerValue = string | number;

export interface PickerOption {
  value: PickerValue;
  label: string;
  /** A second, muted line: a username, a code, an address. */
  description?: string;
}

export interface AsyncPickerProps {
  /** The chosen value (an id), or null. Works with react-hook-form's Controller as is. */
  value: PickerValue | null;
  onChange(value: PickerValue | null, option: PickerOption | null): void;
  /** Server search; `signal` aborts when a newer query replaces this one. */
  load(query: string, signal: AbortSignal): Promise<PickerOption[]>;
  /** The label of `value` when the picker did not choose it itself (edit forms, links). */
  selectedLabel?: string;
  placeholder?: string;
  /** Wait after the last keystroke before searching; default 300 ms. */
  debounceMs?: number;
  /** Offer a clear button while a value is chosen; default true. */
  clearable?: boolean;
  /**
   * Values offered but not choosable, marked with `unavailableText` (an item already on another
   * line of the same order): shown, so a search for it does not look like it found nothing.
   */
  unavailableValues?: readonly PickerValue[];
  /** Why an unavailable option cannot be chosen; default the translated "Sudah dipilih". */
  unavailableText?: string;
  disabled?: boolean;
  name?: string;
  onBlur?(): void;
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A WAI-ARIA combobox with a listbox popup whose options come from the server: typing searches
 * (debounced), Up/Down move, Enter chooses, Escape closes the list and a second Escape drops the
 * typed text, restoring the chosen label. Free text is never a value: leaving the field puts the
 * chosen option's label back. Opening the list again searches again when `load` changed since (a
 * filter of the caller's, like the DOs to leave out). The clear button is left out of the tab
 * order, as combobox libraries do: Tab after a pick goes on to the next field, where Enter
 * would otherwise clear the pick just made.
 */
export function AsyncPicker({
  value,
  onChange,
  load,
  selectedLabel,
  placeholder,
  debounceMs = 300,
  clearable = true,
  unavailableValues,
  unavailableText,
  disabled = false,
  name,
  onBlur,
  ref,
  className,
  ...ariaProps
}: AsyncPickerProps) {
  const { t } = useTranslation('ui');
  const control = useFieldControl({ ...ariaProps, 'aria-invalid': ariaProps['aria-invalid'] || undefined });
  const labelId = useFieldLabelId();
  const generated = useId();
  const inputId = control.id ?? `picker-${generated}`;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<PickerOption | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const lastQuery = useRef<string | null>(null);
  const loadRef = useRef(load);
  // The search the shown options came from: another `load` (a changed filter) makes them stale.
  const loadedWith = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const unavailable = (option: PickerOption | undefined) => option !== undefined && (unavailableValues?.includes(option.value) ?? false);
  const unavailableRef = useRef(unavailable);
  useEffect(() => {
    unavailableRef.current = unavailable;
  });
  /** The next choosable option from `from` going `step` (±1), wrapping; -1 when there is none. */
  const nextActive = (list: readonly PickerOption[], from: number, step: 1 | -1) => {
    for (let moved = 1; moved <= list.length; moved += 1) {
      const index = (((from + step * moved) % list.length) + list.length) % list.length;
      if (!unavailableRef.current(list[index])) return index;
    }
    return -1;
  };
  const nextActiveRef = useRef(nextActive);
  useEffect(() => {
    nextActiveRef.current = nextActive;
  });

  const valueLabel =
    value === null || value === undefined ? '' : chosen?.value === value ? chosen.label : (selectedLabel ?? String(value));

  const run = useCallback((query: string) => {
    clearTimeout(timer.current);
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    lastQuery.current = query;
    loadedWith.current = loadRef.current;
    setStatus('loading');
    loadRef.current(query, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setOptions(result);
        setActive(nextActiveRef.current(result, -1, 1));
        setStatus('ready');
      },
      () => {
        if (controller.signal.aborted) return;
        setOptions([]);
        setActive(-1);
        setStatus('error');
      },
    );
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const openList = () => {
    setOpen(true);
    const query = editing ? text.trim() : '';
    if (status === 'idle' || status === 'error' || lastQuery.current !== query || loadedWith.current !== loadRef.current) run(query);
  };

  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setEditing(false);
    setText('');
  };

  /** The list only: what was typed stays, to be searched again or dropped with a second Escape. */
  const closeList = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  const choose = (option: PickerOption) => {
    if (unavailable(option)) return;
    setChosen(option);
    close();
    onChange(option.value, option);
  };

  const clear = () => {
    setChosen(null);
    close();
    onChange(null, null);
    inputRef.current?.focus();
  };

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from inputId, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (count > 0) setActive((index) => nextActive(options, index, 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else if (count > 0) setActive((index) => nextActive(options, index < 0 ? 0 : index, -1));
        return;
      case 'Enter':
        if (open) {
          // Never submit the surrounding form while the list is open.
          event.preventDefault();
          const option = status === 'ready' ? options[active] : undefined;
          if (option) choose(option);
        }
        return;
      case 'Escape':
        if (open || editing) {
          event.preventDefault();
          event.stopPropagation();
          if (open) closeList();
          else close();
        }
        return;
      case 'Tab':
        if (open) close();
        return;
    }
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const showList = open && status === 'ready' && options.length > 0;
  const message =
    status === 'loading'
      ? t('form.picker.loading')
      : status === 'error'
        ? t('form.picker.error')
        : status === 'ready' && options.length === 0
          ? t('form.picker.empty')
          : status === 'ready'
            ? t('form.picker.results', { count: options.length })
            : '';

  return (
    <Root
      ref={rootRef}
      className={className}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        if (open || editing) close();
        onBlur?.();
      }}
    >
      <Control>
        <Input
          {...control}
          ref={setRefs}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder ?? t('form.picker.placeholder')}
          disabled={disabled}
          value={editing ? text : valueLabel}
          data-has-clear={clearable && value !== null ? 'true' : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setEditing(true);
            setOpen(true);
            clearTimeout(timer.current);
            // The options shown belong to the text before this keystroke: hide them (the status
            // says "searching") until the search for this text answers, and drop an answer still on
            // its way for an older text, so a click or Enter never chooses a stale option.
            inflight.current?.abort();
            setStatus('loading');
            timer.current = setTimeout(() => run(next.trim()), debounceMs);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) openList();
          }}
        />
        {clearable && value !== null && !disabled && (
          <ClearButton type="button" tabIndex={-1} aria-label={t('form.picker.clear')} onClick={clear}>
            <Icon name="close" size={14} />
          </ClearButton>
        )}
        <ToggleButton
          type="button"
          tabIndex={-1}
          aria-label={t('form.picker.open')}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (open) close();
            else openList();
          }}
        >
          <Icon name="chevron-down" size={16} />
        </ToggleButton>
      </Control>
      {open && (
        <Popup>
          {showList && (
            <Listbox
              ref={listRef}
              id={listId}
              role="listbox"
              aria-labelledby={labelId ?? (ariaProps['aria-label'] ? undefined : inputId)}
              aria-label={labelId ? undefined : ariaProps['aria-label']}
            >
              {options.map((option, index) => {
                const off = unavailable(option);
                return (
                  <Option
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    aria-disabled={off || undefined}
                    data-chosen={option.value === value ? 'true' : undefined}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (index !== active && !off) setActive(index);
                    }}
                    onClick={() => choose(option)}
                  >
                    <span className="label">{option.label}</span>
                    {(option.description || off) && (
                      <span className="description">
                        {[off ? (unavailableText ?? t('form.picker.unavailable')) : undefined, option.description].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </Option>
                );
              })}
            </Listbox>
          )}
          <Status role="status" data-status={status} data-visible={status !== 'ready' || options.length === 0 ? 'true' : undefined}>
            {status === 'loading' && <span className="ring" aria-hidden="true" />}
            <span>{message}</span>
            {status === 'error' && (
              <button type="button" onClick={() => run(lastQuery.current ?? '')}>
                {t('form.picker.retry')}
              </button>
            )}
          </Status>
        </Popup>
      )}
    </Root>
  );
}
