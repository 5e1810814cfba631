import { useEffect, useRef, type KeyboardEvent } from 'react';
import filterLook from './Tabs.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  count?: number;
}

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect(id: T): void;
  /** Prefix of the tab and panel ids (useId), so a page may hold two tab lists. */
  idPrefix: string;
  /** Its look (`list`, `tab`, `count` classes): a row of filter tabs unless given. */
  look?: { list?: string; tab?: string; count?: string };
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A WAI-ARIA tab list whose selection follows focus: one tab stop, arrows (either axis, as a list
 * may be a row or a column) move between tabs, Home and End jump to the ends. The caller renders
 * the one tab panel with `panelId`.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix, look = filterLook }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // A row that scrolls on phones keeps the selected tab in sight (a link may open the last one).
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
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
    <div role="tablist" aria-label={label} className={look.list}>
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
            className={look.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.count != null && <span className={look.count}>{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
