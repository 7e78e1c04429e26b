import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../Icon/Icon';
import type { DropdownItem, FocusTarget } from './Dropdown';
import { Header, Item, Menu, Popup, Separator } from './DropdownMenu.styles';

export interface DropdownMenuProps {
  items: DropdownItem[];
  header?: string;
  headerId: string;
  menuId: string;
  buttonId: string;
  align: 'start' | 'end';
  focusTarget: FocusTarget;
  /** The dropdown's root: a pointer down outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  close: (returnFocus: boolean) => void;
}

/**
 * The open menu of a Dropdown: items, focus and keys (WAI-ARIA menu button pattern). Its own
 * chunk: the top bar renders its buttons without it, and it loads right after (Dropdown.tsx).
 */
export default function DropdownMenu({ items, header, headerId, menuId, buttonId, align, focusTarget, rootRef, close }: DropdownMenuProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  // Items that arrive while the menu is open (a list loading behind it) can replace the focused
  // one: focus then falls to the page, so it is placed again whenever it is not in the menu.
  const itemIds = items.map((item) => item.id).join(' ');
  useEffect(() => {
    if (menuRef.current?.contains(document.activeElement)) return;
    const all = menuItems();
    const checked = all.find((el) => el.getAttribute('aria-checked') === 'true');
    const target = focusTarget === 'last' ? all.at(-1) : focusTarget === 'checked' ? (checked ?? all[0]) : all[0];
    target?.focus();
  }, [focusTarget, itemIds]);

  useEffect(() => {
    // A click elsewhere closes without stealing focus from what was clicked.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, close]);

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
        return close(false);
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
        );
}
