import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { deferred, useDeferred } from '../../../lib/deferred/deferred';
import { Icon, type IconName } from '../Icon/Icon';
import { Root, Trigger } from './Dropdown.styles';

// The open menu is its own chunk, fetched right after the button renders.
const menuModule = deferred(() => import('./DropdownMenu'));
/** Fetch the menu's code now (stories and tests start with it, as a returning visitor would). */
export const preloadDropdownMenu = () => menuModule.load();

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

export type FocusTarget = 'first' | 'last' | 'checked';

/** WAI-ARIA menu button: the button opens a menu of actions, links or radio choices. */
export function Dropdown({ label, icon, text, header, items, align = 'end', className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const headerId = useId();

  const DropdownMenu = useDeferred(menuModule, open)?.default;

  const openMenu = (target: FocusTarget) => {
    setFocusTarget(target);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const hasRadio = items.some((item) => item.kind === 'radio');

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : hasRadio ? 'checked' : 'first');
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
      {open && DropdownMenu && (
        <DropdownMenu
          items={items}
          header={header}
          headerId={headerId}
          menuId={menuId}
          buttonId={buttonId}
          align={align}
          focusTarget={focusTarget}
          rootRef={rootRef}
          close={close}
        />
      )}
    </Root>
  );
}
