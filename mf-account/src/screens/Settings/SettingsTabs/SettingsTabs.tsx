import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './SettingsTabs.module.css';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
}

export interface SettingsTabsProps<T extends string> {
  label: string;
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect(id: T): void;
  /** Prefix of the tab and panel ids, which name each other. */
  idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop (the selected tab); arrow keys move to the previous or
 * next tab (in both directions, as the list is a column on desktop and a row on phones), Home and
 * End to the first and last, each selecting the tab it reaches.
 */
export function SettingsTabs<T extends string>({ label, tabs, selected, onSelect, idPrefix }: SettingsTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // On phones the row scrolls: keep the selected tab in sight (a link may open the last one).
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
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
            aria-selected={active}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
