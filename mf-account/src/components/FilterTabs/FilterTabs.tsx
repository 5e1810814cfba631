import { useRef, type KeyboardEvent } from 'react';
import styles from './FilterTabs.module.css';

export interface FilterTab<T extends string> {
  id: T;
  label: string;
  count?: number;
}

export interface FilterTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly FilterTab<T>[];
  selected: T;
  onSelect(id: T): void;
  /** Prefix of the tab and panel ids (useId), so a page may hold two tab lists. */
  idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A WAI-ARIA tab list whose selection follows focus: one tab stop, arrows move between tabs,
 * Home and End jump to the ends. The caller renders the one tab panel with `panelId`.
 */
export function FilterTabs<T extends string>({ label, tabs, selected, onSelect, idPrefix }: FilterTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.count != null && <span className={styles.count}>{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
