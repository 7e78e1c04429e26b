import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

export interface TabItem {
  id: string;
  label: string;
  icon?: IconName;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Names the tablist for assistive technology. */
  label: string;
  /** Controlled selection; omit it (and use defaultSelectedId) for uncontrolled tabs. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectedChange?: (id: string) => void;
  className?: string;
}

const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${tokens.color.border};
`;

const Tab = styled.button`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-height: 40px;
  padding: ${tokens.space.sm};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${tokens.color.textMuted};
  font: inherit;
  cursor: pointer;

  &:hover { color: ${tokens.color.text}; }
  &[aria-selected='true'] {
    color: ${tokens.color.primary};
    border-bottom-color: ${tokens.color.primary};
    font-weight: ${tokens.font.weight.medium};
  }
  &:focus-visible { outline-offset: -2px; }
`;

const Panel = styled.div`
  padding: ${tokens.space.lg} 0;
  &:focus-visible { outline-offset: -2px; }
`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onSelectedChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.icon && <Icon name={tab.icon} size={16} />}
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {/* Every panel stays mounted so state inside (toggles, scroll) survives switching tabs. */}
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== current}
          tabIndex={0}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}
