import { useCallback, useState } from 'react';
import { formatNaira, type SortValue } from 'shared-contracts';
import { BEST_MATCH_SORT, RATING_OPTIONS, SORT_OPTIONS } from 'shared-contracts/core';
import { ChevronDownIcon } from 'shop-ui/icons';
import box from '../../shared/styles/box.module.css';
import { categoryLabel, type ListingFilters } from '../../shared/listing-rules';
import type { ListingChange } from '../listing-params';
import { Dropdown } from './Dropdown';
import styles from './FilterBar.module.css';

type Panel = 'category' | 'price' | 'rating' | null;

interface FilterBarProps {
  filters: ListingFilters;
  sort: SortValue;
  categories: string[];
  /** The slider's top: the catalog's dearest price, rounded up. */
  priceMax: number;
  onChange: (change: ListingChange) => void;
}

/** SPEC §2 filter dropdowns: Categories, Price, Rating and Sort By. One open at a time; choosing closes. */
export function FilterBar({ filters, sort, categories, priceMax, onChange }: FilterBarProps) {
  const [open, setOpen] = useState<Panel>(null);
  const toggle = useCallback((panel: Exclude<Panel, null>) => (next: boolean) => setOpen(next ? panel : null), []);
  const choose = (change: ListingChange) => {
    onChange(change);
    setOpen(null);
  };
  const maxPrice = filters.maxPrice === null ? priceMax : Math.min(filters.maxPrice, priceMax);
  // Best match orders a search's matches: offered, first and the default, only while searching.
  const sorts = filters.query ? [BEST_MATCH_SORT, ...SORT_OPTIONS] : SORT_OPTIONS;
  const step = Math.max(1, Math.round(priceMax / 200));

  return (
    <div className={styles.bar} aria-label="Filters" role="group">
      <Dropdown
        label="Categories"
        value={filters.category ? categoryLabel(filters.category) : 'All'}
        open={open === 'category'}
        onToggle={toggle('category')}
      >
        <ul className={styles.options}>
          {[null, ...categories].map((category) => (
            <li key={category ?? 'all'}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={filters.category === category}
                onClick={() => choose({ category })}
              >
                {category ? categoryLabel(category) : 'All'}
              </button>
            </li>
          ))}
        </ul>
      </Dropdown>

      <Dropdown
        label="Price"
        value={filters.maxPrice === null ? 'Any' : `Up to ${formatNaira(maxPrice)}`}
        open={open === 'price'}
        onToggle={toggle('price')}
      >
        <div className={styles.price}>
          <input
            type="range"
            aria-label="Maximum price"
            min={0}
            max={priceMax}
            step={step}
            value={maxPrice}
            aria-valuetext={formatNaira(maxPrice)}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange({ maxPrice: value >= priceMax ? null : value });
            }}
          />
          <p className={styles.range}>
            <span>{formatNaira(0)}</span>
            <span>{formatNaira(maxPrice)}</span>
          </p>
        </div>
      </Dropdown>

      <Dropdown
        label="Rating"
        value={filters.minRating === null ? 'Any' : `${filters.minRating}+ Stars`}
        open={open === 'rating'}
        onToggle={toggle('rating')}
      >
        <ul className={styles.options}>
          {RATING_OPTIONS.map((rating) => (
            <li key={rating}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={filters.minRating === rating}
                // SPEC §2: choosing the active rating again clears it.
                onClick={() => choose({ minRating: filters.minRating === rating ? null : rating })}
              >
                {rating}+ Stars
              </button>
            </li>
          ))}
        </ul>
      </Dropdown>

      <label className={`${box.box} ${styles.sort}`}>
        <span className={styles.triggerLabel}>Sort By</span>
        <select value={sort} onChange={(event) => choose({ sort: event.target.value as SortValue })}>
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </label>
    </div>
  );
}
