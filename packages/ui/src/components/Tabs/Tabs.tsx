import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../../cx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection; pair with onChange. */
  selectedId?: string;
  /** Initial selection when uncontrolled; defaults to the first enabled tab. */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

export function Tabs({ tabs, selectedId, defaultSelectedId, onChange, label, className }: TabsProps) {
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [internal, setInternal] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? internal;
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    onChange?.(id);
  };

  const focusAndSelect = (tab: TabItem | undefined) => {
    if (!tab) return;
    tabRefs.current.get(tab.id)?.focus();
    select(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.findIndex((tab) => tab.id === current);
    const count = enabled.length;
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(position + 1) % count];
    else if (event.key === 'ArrowLeft') next = enabled[(position - 1 + count) % count];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[count - 1];
    else return;
    event.preventDefault();
    focusAndSelect(next);
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={cx(styles.tab, selected && styles.selected)}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className={styles.panel}
        >
          {/* Only the visible panel mounts its content, so hidden tabs fetch nothing. */}
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  );
}
