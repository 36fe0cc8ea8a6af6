import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../../cx';
import { useOutsideClick } from '../../hooks/useOutsideClick';
import styles from './Menu.module.css';

interface MenuItemBase {
  label: string;
  /** The label's language when it is not the page's (a language switch names a language in itself). */
  lang?: string;
  icon?: ReactNode;
  disabled?: boolean;
}

/** An action (`onSelect`) or a link (`href`, optionally with `onSelect` for client-side routing). */
export type MenuItem =
  | (MenuItemBase & { onSelect: () => void; href?: undefined })
  | (MenuItemBase & { href: string; onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void });

/** Spread these on the element that opens the menu (normally a `<button>`). */
export interface MenuTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  id: string;
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuProps {
  trigger: (props: MenuTriggerProps, state: { open: boolean }) => ReactNode;
  items: MenuItem[];
  /** Which edge of the trigger the dropdown lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

export function Menu({ trigger, items, align = 'start', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const baseId = useId();
  const triggerId = `cwt-menu-trigger${baseId}`;
  const menuId = `cwt-menu${baseId}`;

  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setActive(index);
    setOpen(true);
  };
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  useOutsideClick(rootRef, () => close(false), open);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  const move = (step: 1 | -1) => {
    const position = enabled.indexOf(active);
    const next = enabled[(position + step + enabled.length) % enabled.length];
    if (next !== undefined) setActive(next);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(enabled[0]);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(enabled[enabled.length - 1]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Home':
        event.preventDefault();
        if (enabled[0] !== undefined) setActive(enabled[0]);
        break;
      case 'End':
        event.preventDefault();
        if (enabled.length) setActive(enabled[enabled.length - 1]!);
        break;
      case 'Escape':
        event.preventDefault();
        // A menu inside a modal closes alone; the modal stays open.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLowerCase();
          const position = enabled.indexOf(active);
          const ordered = [...enabled.slice(position + 1), ...enabled.slice(0, position + 1)];
          const match = ordered.find((index) => items[index]?.label.toLowerCase().startsWith(key));
          if (match !== undefined) setActive(match);
        }
    }
  };

  const triggerProps: MenuTriggerProps = {
    ref: triggerRef,
    id: triggerId,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close(false) : openAt(enabled[0])),
    onKeyDown: onTriggerKeyDown,
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {trigger(triggerProps, { open })}
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          className={cx(styles.menu, align === 'end' && styles.end)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            const content = (
              <>
                {item.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span lang={item.lang}>{item.label}</span>
              </>
            );
            const common = {
              role: 'menuitem',
              tabIndex: index === active ? 0 : -1,
              className: styles.item,
              'aria-disabled': item.disabled || undefined,
              onMouseEnter: () => !item.disabled && setActive(index),
            } as const;
            if (item.href !== undefined) {
              return (
                <a
                  key={item.label}
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  {...common}
                  href={item.disabled ? undefined : item.href}
                  onClick={(event) => {
                    if (item.disabled) return event.preventDefault();
                    item.onSelect?.(event);
                    close(false);
                  }}
                >
                  {content}
                </a>
              );
            }
            return (
              <button
                key={item.label}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                {...common}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
