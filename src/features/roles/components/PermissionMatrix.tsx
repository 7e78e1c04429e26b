import { useId, useLayoutEffect, useMemo, useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PERMISSION_AREAS } from '../../../../contract/permissions';
import type { RolePermissions } from '../../../../contract/roles';
import { theme as tokens } from '../../../theme/tokens';

export type PermissionEntry = RolePermissions['permissions'][number];

export interface PermissionMatrixProps {
  /** The whole catalogue as the API answers it, with descriptions in both languages. */
  permissions: readonly PermissionEntry[];
  /** The names ticked now. */
  selected: ReadonlySet<string>;
  /** The names the server holds: the ones that differ are marked "added" / "removed". */
  saved?: ReadonlySet<string>;
  /** Names the server refused (UNKNOWN_PERMISSION): marked and described. */
  refused?: ReadonlySet<string>;
  onChange?(next: ReadonlySet<string>): void;
  /** Without update-permissions: every checkbox disabled, nothing to save. */
  readOnly?: boolean;
  /** While saving: the checkboxes hold still. */
  disabled?: boolean;
  className?: string;
}

interface AreaGroup {
  area: string;
  items: PermissionEntry[];
}

/** The catalogue grouped by area in PERMISSION_AREAS order; areas the client does not know go last. */
export function groupByArea(permissions: readonly PermissionEntry[]): AreaGroup[] {
  const known: readonly string[] = PERMISSION_AREAS;
  const areas = [...known, ...new Set(permissions.map((permission) => permission.area).filter((area) => !known.includes(area)))];
  return areas
    .map((area) => ({ area, items: permissions.filter((permission) => permission.area === area) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The role's permission matrix (docs/product/screens.md): one group per area with a tri-state
 * "select all" and a count, each permission a checkbox named by its description in the active
 * language, with the description in the other language and its code as the checkbox's description
 * (decision 113).
 */
export function PermissionMatrix({
  permissions,
  selected,
  saved,
  refused,
  onChange,
  readOnly = false,
  disabled = false,
  className,
}: PermissionMatrixProps) {
  const { t, i18n } = useTranslation('roles');
  const english = i18n.language?.startsWith('en') ?? false;
  const groups = useMemo(() => groupByArea(permissions), [permissions]);
  const locked = readOnly || disabled || !onChange;

  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange?.(next);
  };

  return (
    <Grid className={className} data-readonly={readOnly || undefined}>
      {groups.map(({ area, items }) => {
        const names = items.map((item) => item.name);
        const count = names.filter((name) => selected.has(name)).length;
        const areaName = t(`areas.${area}`, { defaultValue: area });
        return (
          <Area key={area}>
            <legend>{areaName}</legend>
            <div className="head">
              <label className="all">
                <TriStateCheckbox
                  checked={count === names.length}
                  indeterminate={count > 0 && count < names.length}
                  disabled={locked}
                  onChange={(event) => toggle(names, event.target.checked)}
                />
                <span>
                  {t('matrix.selectAll')}
                  <span className="visually-hidden"> {t('matrix.selectAllOf', { area: areaName })}</span>
                </span>
              </label>
              <span className="count">{t('matrix.count', { count, total: names.length })}</span>
            </div>
            <ul>
              {items.map((item) => (
                <PermissionRow
                  key={item.name}
                  item={item}
                  description={english ? item.description.en : item.description.id}
                  otherDescription={english ? item.description.id : item.description.en}
                  otherLang={english ? 'id' : 'en'}
                  checked={selected.has(item.name)}
                  change={saved ? changeOf(item.name, selected, saved) : null}
                  refused={refused?.has(item.name) ?? false}
                  disabled={locked}
                  onToggle={(on) => toggle([item.name], on)}
                />
              ))}
            </ul>
          </Area>
        );
      })}
    </Grid>
  );
}

const changeOf = (name: string, selected: ReadonlySet<string>, saved: ReadonlySet<string>) =>
  selected.has(name) === saved.has(name) ? null : selected.has(name) ? 'added' : 'removed';

function PermissionRow({
  item,
  description,
  otherDescription,
  otherLang,
  checked,
  change,
  refused,
  disabled,
  onToggle,
}: {
  item: PermissionEntry;
  description: string;
  /** The same description in the other language (docs/product/permissions.md: both are shown), marked with its lang. */
  otherDescription: string;
  otherLang: 'id' | 'en';
  checked: boolean;
  change: 'added' | 'removed' | null;
  refused: boolean;
  disabled: boolean;
  onToggle(on: boolean): void;
}) {
  const { t } = useTranslation('roles');
  const id = useId();
  const described = [`${id}-other`, `${id}-code`, change && `${id}-change`, refused && `${id}-refused`].filter(Boolean).join(' ');
  return (
    <li data-change={change ?? undefined} data-refused={refused || undefined}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={described}
        aria-invalid={refused || undefined}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <label htmlFor={id}>{description}</label>
      <span className="meta">
        <span id={`${id}-other`} lang={otherLang} className="other">
          {otherDescription}
        </span>
        <code id={`${id}-code`}>{item.name}</code>
        {change && (
          <span id={`${id}-change`} className="change">
            {t(`matrix.${change}`)}
          </span>
        )}
        {refused && (
          <span id={`${id}-refused`} className="refused">
            {t('matrix.refused')}
          </span>
        )}
      </span>
    </li>
  );
}

/** A native checkbox that can show "some" (indeterminate), which only a property can set. */
function TriStateCheckbox({ indeterminate, ...props }: InputHTMLAttributes<HTMLInputElement> & { indeterminate: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" {...props} />;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${tokens.space.lg};
  align-items: start;
`;

const Area = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${tokens.space.sm} ${tokens.space.lg} ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};

  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: ${tokens.font.weight.bold};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${tokens.color.primary};
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
    padding-bottom: ${tokens.space.sm};
    margin-bottom: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
  .all {
    display: inline-flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    font-weight: ${tokens.font.weight.medium};
    cursor: pointer;
  }
  .count {
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
    white-space: nowrap;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${tokens.space.sm};
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${tokens.space.sm};
    padding: 2px 4px;
    border-radius: ${tokens.radius.sm};
  }
  li label {
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[data-change] {
    background: ${tokens.color.surfaceMuted};
  }
  li[data-refused] {
    background: ${tokens.color.dangerBg};
  }
  .meta {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .other {
    font-style: italic;
  }
  code {
    font-family: ${tokens.font.mono};
    overflow-wrap: anywhere;
  }
  li[data-change='added'] .change {
    color: ${tokens.color.success};
    font-weight: ${tokens.font.weight.bold};
  }
  li[data-change='removed'] .change {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.bold};
  }
  .refused {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.bold};
  }
`;
