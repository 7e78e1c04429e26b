import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../Icon/Icon';
import { Header, Item, Menu, Popup, Root, Separator, Trigger } from './Dropdown.styles';

interface ItemBase {
  id: string;
  label: string;
  icon?: IconName;
  /** Language of the label when it differs from the page's, e.g. "English" on an Indonesian page. */
  lang?: string;
}
export type DropdownItem =
  | (ItemBase & { kind: 'link'; to: string })
  | (ItemBase & { kind: 'action'; onSelect: () => void })
  | (ItemBase & { kind: 'radio'; checked: boolean; onSelect: () => void })
  | { kind: 'separator'; id: string };

export interface DropdownProps {
  /** The button's accessible name. */
  label: string;
  icon?: IconName;
  /** Visible text on the button; the accessible name should contain it. */
  text?: string;
  /** A heading at the top of the menu; it also names the menu. */
  header?: string;
  items: DropdownItem[];
  align?: 'start' | 'end';
  className?: string;
}

type FocusTarget = 'first' | 'last' | 'checked';

/** WAI-ARIA menu button: the button opens a menu of actions, links or radio choices. */
export function Dropdown({ label, icon, text, header, items, align = 'end', className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const headerId = useId();

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  const openMenu = (target: FocusTarget) => {
    setFocusTarget(target);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    const checked = all.find((el) => el.getAttribute('aria-checked') === 'true');
    const target = focusTarget === 'last' ? all.at(-1) : focusTarget === 'checked' ? (checked ?? all[0]) : all[0];
    target?.focus();
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere closes without stealing focus from what was clicked.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const hasRadio = items.some((item) => item.kind === 'radio');

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : hasRadio ? 'checked' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return setOpen(false);
      case ' ':
        // Links only react to Enter natively; Space must activate every menu item.
        event.preventDefault();
        return (document.activeElement as HTMLElement | null)?.click();
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLowerCase();
          const order = [...all.slice(index + 1), ...all.slice(0, index + 1)];
          order.find((el) => el.textContent?.trim().toLowerCase().startsWith(key))?.focus();
        }
    }
  };

  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        data-icon-only={!text || undefined}
        onClick={() => (open ? close(false) : openMenu(hasRadio ? 'checked' : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        {icon && <Icon name={icon} size={20} />}
        {text && <span className="text">{text}</span>}
        <Icon name="chevron-down" size={14} />
      </Trigger>
      {open && (
        <Popup data-align={align}>
          {header && (
            <Header id={headerId}>
              {header}
            </Header>
          )}
          <Menu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={header ? headerId : buttonId}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => {
              if (item.kind === 'separator') return <Separator key={item.id} role="separator" />;
              const content = (
                <>
                  {item.kind === 'radio' ? (
                    <span className="check">{item.checked && <Icon name="check" size={16} />}</span>
                  ) : (
                    item.icon && <Icon name={item.icon} size={16} />
                  )}
                  {item.kind === 'radio' && item.icon && <Icon name={item.icon} size={16} />}
                  <span lang={item.lang}>{item.label}</span>
                </>
              );
              return (
                <li key={item.id} role="none">
                  {item.kind === 'link' ? (
                    <Item as={Link} to={item.to} role="menuitem" tabIndex={-1} onClick={() => close(true)}>
                      {content}
                    </Item>
                  ) : (
                    <Item
                      as="button"
                      type="button"
                      role={item.kind === 'radio' ? 'menuitemradio' : 'menuitem'}
                      aria-checked={item.kind === 'radio' ? item.checked : undefined}
                      tabIndex={-1}
                      onClick={() => {
                        close(true);
                        item.onSelect();
                      }}
                    >
                      {content}
                    </Item>
                  )}
                </li>
              );
            })}
          </Menu>
        </Popup>
      )}
    </Root>
  );
}
