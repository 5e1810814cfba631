import { useId, type ReactNode } from 'react';
import { TEXT_LIMITS } from 'shared-contracts';
import { ChevronDownIcon, CloseIcon, SearchIcon } from 'shop-ui/icons';
import box from '../../shared/styles/box.module.css';
import { CATEGORY_SORTS, isCategorySort, type CategorySort } from '../category-rules';
import { CATEGORY_TEXTS } from '../categories-texts';
import type { CategoryLayout } from '../CategoryCard/CategoryCard';
import styles from './CategoryToolbar.module.css';

interface CategoryToolbarProps {
  query: string;
  sort: CategorySort;
  layout: CategoryLayout;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: CategorySort) => void;
  onLayoutChange: (layout: CategoryLayout) => void;
}

/** The categories page's search (as you type), sort and grid or list switch. */
export function CategoryToolbar({ query, sort, layout, onQueryChange, onSortChange, onLayoutChange }: CategoryToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className={styles.toolbar}>
      <div className={styles.search} role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {CATEGORY_TEXTS.searchLabel}
        </label>
        <SearchIcon className={styles.searchIcon} size={20} />
        <input
          id={searchId}
          className={styles.input}
          type="search"
          value={query}
          placeholder={CATEGORY_TEXTS.searchPlaceholder}
          maxLength={TEXT_LIMITS.search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {query !== '' && (
          <button type="button" className={styles.clear} aria-label={CATEGORY_TEXTS.clearSearchLabel} onClick={() => onQueryChange('')}>
            <CloseIcon size={16} />
          </button>
        )}
      </div>
      <div className={styles.sort}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {CATEGORY_TEXTS.sortLabel.shown}
          <span className="visually-hidden">{CATEGORY_TEXTS.sortLabel.hidden}</span>
        </label>
        <span className={styles.selectWrap}>
          <select
            id={sortId}
            className={`${box.box} ${styles.select}`}
            value={sort}
            onChange={(event) => isCategorySort(event.target.value) && onSortChange(event.target.value)}
          >
            {CATEGORY_SORTS.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_TEXTS.sortOptions[value]}
              </option>
            ))}
          </select>
          <ChevronDownIcon className={styles.chevron} size={18} />
        </span>
      </div>
      <div className={styles.views} role="group" aria-label={CATEGORY_TEXTS.viewLabel}>
        {LAYOUTS.map(({ layout: value, label, icon }) => (
          <button
            key={value}
            type="button"
            className={styles.view}
            aria-label={label}
            title={label}
            aria-pressed={layout === value}
            onClick={() => onLayoutChange(value)}
          >
            {icon}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A layout's picture; the kit has no grid or list icon yet. */
const layoutIcon = (shapes: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {shapes}
  </svg>
);

const LAYOUTS: { layout: CategoryLayout; label: string; icon: ReactNode }[] = [
  {
    layout: 'grid',
    label: CATEGORY_TEXTS.gridView,
    icon: layoutIcon(
      <>
        <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
        <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
        <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
        <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
      </>,
    ),
  },
  {
    layout: 'list',
    label: CATEGORY_TEXTS.listView,
    icon: layoutIcon(
      <>
        <rect x="4" y="5" width="4" height="4" rx="1" />
        <rect x="4" y="15" width="4" height="4" rx="1" />
        <path d="M11 7h9M11 17h9" />
      </>,
    ),
  },
];
