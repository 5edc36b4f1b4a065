/**
 * A menu button after the WAI-ARIA pattern: the button has aria-haspopup and aria-expanded; the
 * open menu takes the focus and points at the highlighted item with aria-activedescendant. Arrow
 * keys move, Enter or Space choose, Escape closes; each of those (and a click on an item) gives the
 * focus back to the button. Tab or a click elsewhere closes the menu where the focus goes.
 *
 * Whoever renders it keeps `open` and `highlighted` (a chart for the language picker, widget
 * state for the avatar menu); this component only moves the focus.
 */
import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  /** menuitemradio only: the current choice */
  checked?: boolean;
  title?: string;
  lang?: string;
}

export interface MenuButtonProps {
  /** prefix of the element ids */
  id: string;
  /** the button's content; give it a visible or visually hidden text that names the menu */
  children: ReactNode;
  className?: string;
  open: boolean;
  /** the highlighted entry, -1 for none */
  highlighted: number;
  entries: readonly MenuEntry[];
  itemRole?: 'menuitem' | 'menuitemradio';
  /** something the menu started is under way (the button says so to assistive technology) */
  busy?: boolean;
  testId?: string;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onChooseHighlighted: () => void;
  onChoose: (index: number) => void;
}

export function MenuButton(props: MenuButtonProps) {
  const { id, open, highlighted, entries, itemRole = 'menuitem' } = props;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemId = (index: number) => `${id}-item-${index}`;

  useEffect(() => {
    if (open) menuRef.current?.focus();
  }, [open]);

  useEffect(() => {
    // a long list (about 40 languages) scrolls to the highlighted row
    if (open && highlighted >= 0) document.getElementById(itemId(highlighted))?.scrollIntoView?.({ block: 'nearest' });
  });

  const backToButton = () => buttonRef.current?.focus();

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    props.onOpen();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    switch (event.key) {
      case 'ArrowDown':
        props.onNext();
        break;
      case 'ArrowUp':
        props.onPrevious();
        break;
      case 'Enter':
      case ' ':
        props.onChooseHighlighted();
        backToButton();
        break;
      case 'Escape':
        props.onClose();
        backToButton();
        break;
      case 'Tab':
        // the focus moves on by itself; the menu closes behind it
        props.onClose();
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  function onMenuBlur(event: FocusEvent<HTMLUListElement>) {
    const next = event.relatedTarget as Node | null;
    // focus moving to the button: its click toggles the menu (closing here would reopen it)
    if (next && (menuRef.current?.contains(next) || next === buttonRef.current)) return;
    props.onClose();
  }

  return (
    <div className={`menu ${props.className ?? ''}`} data-testid={props.testId}>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className="menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-busy={props.busy || undefined}
        onClick={props.onToggle}
        onKeyDown={onButtonKeyDown}
      >
        {props.children}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={`${id}-menu`}
          className="menu__list"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of menu items is the menu pattern of the ARIA practices
          role="menu"
          tabIndex={-1}
          aria-labelledby={`${id}-button`}
          aria-activedescendant={highlighted >= 0 && highlighted < entries.length ? itemId(highlighted) : undefined}
          onKeyDown={onMenuKeyDown}
          onBlur={onMenuBlur}
        >
          {entries.map((entry, index) => (
            // biome-ignore lint/a11y: the role is menuitem or menuitemradio (biome cannot see it); the menu's onKeyDown is the keyboard path
            <li
              key={entry.key}
              id={itemId(index)}
              role={itemRole}
              aria-checked={itemRole === 'menuitemradio' ? entry.checked === true : undefined}
              className={index === highlighted ? 'menu__item menu__item--active' : 'menu__item'}
              title={entry.title}
              lang={entry.lang}
              data-key={entry.key}
              onClick={() => {
                props.onChoose(index);
                backToButton();
              }}
            >
              {entry.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
