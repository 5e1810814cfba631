import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { LISTING_PAGE_SIZE } from 'shared-contracts/core';
import { Button } from 'shop-ui/button';
import { EmptyState } from 'shop-ui/empty-state';
import { CategoryList } from './CategoryList/CategoryList';
import { FilterBar } from './FilterBar/FilterBar';
import { Pagination } from './Pagination/Pagination';
import { ProductGrid } from './ProductGrid/ProductGrid';
import { SearchBar } from './SearchBar/SearchBar';
import { DidYouMean } from './SearchOutcome/DidYouMean';
import { PartialMatches } from './SearchOutcome/PartialMatches';
import { SkeletonGrid } from './SkeletonGrid/SkeletonGrid';
import { useListing } from './useListing';
import { TEXTS } from '../shared/catalog-texts';
import { PageHero } from '../shared/PageHero/PageHero';
import styles from './ProductList.module.css';

/** SPEC §2 Shop listing at /products, /shop and /guest. */
export function ProductList() {
  const { pathname } = useLocation();
  const user = useSession();
  const { state, view, change } = useListing();
  const { query, category } = state.filters;
  const top = useRef<HTMLDivElement>(null);
  const firstName = user.isLoggedIn ? user.primaryInformation?.firstName : null;

  // A new page starts at the top of the results, not wherever the pagination was.
  const page = view.status === 'ready' ? view.page.page : 1;
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) top.current?.scrollIntoView?.({ block: 'start' });
    mounted.current = true;
  }, [page]);

  return (
    <div className={styles.page}>
      <PageHero title={firstName ? TEXTS.heroWelcomeBack(firstName) : TEXTS.heroTitle}>
        <p className={styles.subtitle}>{TEXTS.heroSubtitle}</p>
        <SearchBar query={query} onSearch={(q) => change({ query: q })} onChooseCategory={(c) => change({ query: '', category: c })} />
      </PageHero>

      <div className={styles.content} ref={top}>
        {query && (
          <div className={styles.searching}>
            <p>{TEXTS.showingResults(query)}</p>
            <Button variant="quiet" small onClick={() => change({ query: '' })}>
              {TEXTS.clearSearch}
            </Button>
          </div>
        )}

        {view.status === 'ready' && (
          <>
            {pathname === '/products' && (
              <CategoryList categories={view.categories} active={category} onChoose={(c) => change({ category: c })} />
            )}
            <div className={styles.toolbar}>
              <FilterBar
                filters={state.filters}
                sort={state.sort}
                categories={view.categories}
                priceMax={view.priceMax}
                onChange={change}
              />
              {!view.filtering && view.page.total > 0 && (
                <p className={styles.count} aria-live="polite">
                  {resultsLine(view.page.page, view.page.total)}
                </p>
              )}
            </div>
          </>
        )}

        {view.status === 'error' ? (
          <EmptyState
            role="alert"
            title={TEXTS.listingUnavailable}
            action={
              <Button variant="accent" onClick={view.retry}>
                Retry
              </Button>
            }
          >
            <p>{TEXTS.listingUnavailableText}</p>
          </EmptyState>
        ) : view.status === 'loading' || view.filtering ? (
          <SkeletonGrid label="Loading products" />
        ) : view.page.total === 0 ? (
          <EmptyState title={TEXTS.noProducts}>
            <p>{TEXTS.adjustFilters}</p>
            {view.page.search?.didYouMean && <DidYouMean spelling={view.page.search.didYouMean} />}
          </EmptyState>
        ) : (
          <>
            {view.page.search?.matched === 'some' && <PartialMatches query={query} />}
            <ProductGrid products={view.page.products} marks={view.page.search?.marks} label="Products" />
            <Pagination page={view.page.page} pages={view.page.pages} />
          </>
        )}
      </div>
    </div>
  );
}

function resultsLine(page: number, total: number): string {
  const first = (page - 1) * LISTING_PAGE_SIZE + 1;
  const last = Math.min(total, page * LISTING_PAGE_SIZE);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}`;
}
