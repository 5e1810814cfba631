import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from 'shop-ui/button';
import { EmptyState } from 'shop-ui/empty-state';
import { CatalogError } from '../server/catalog-error';
import { filterCategories, sortCategories } from './category-rules';
import { useCatalogRequest } from '../server/useCatalogRequest';
import { describeCategory } from './category-descriptions';
import { useCategoryView } from './useCategoryView';
import { CategoryCard, type CategoryLayout } from './CategoryCard/CategoryCard';
import { CategoryCardSkeleton } from './CategoryCard/CategoryCardSkeleton';
import { CategoryToolbar } from './CategoryToolbar/CategoryToolbar';
import { TEXTS } from '../shared/catalog-texts';
import { PageHero } from '../shared/PageHero/PageHero';
import shimmer from '../shared/styles/shimmer.module.css';
import { CATEGORY_TEXTS } from './categories-texts';
import styles from './Categories.module.css';

const SKELETON_CARDS = 8;
/** The first row: pictures loaded at once (the page's largest paint) and drawn with the page; the rest wait. */
const FIRST_CARDS = 4;

/**
 * SPEC §2 Categories page (/catergories): a card per category, each opening the listing filtered to it.
 * The catalog endpoint counts the categories; searching, sorting and the layout work on its summaries here.
 */
export function Categories() {
  const categories = useCatalogRequest('categories', (api) => api.categories(), (api) => api.carried?.categories());
  const [view, setView] = useCategoryView();
  const all = categories.status === 'ready' ? categories.value : null;
  const summaries = useMemo(() => (all ? all.map((category) => ({ ...category, description: describeCategory(category.name) })) : []), [all]);
  const shown = useMemo(
    () => sortCategories(filterCategories(summaries, view.query), view.sort),
    [summaries, view.query, view.sort],
  );
  const searching = view.query.trim() !== '';

  return (
    <div className={styles.page}>
      <PageHero title={TEXTS.categoriesTitle}>
        {/* Holds its place while loading, so the page does not move when the count arrives. */}
        <p className={categories.status === 'loading' ? `${styles.count} ${shimmer.shimmer}` : styles.count} data-state={categories.status}>
          {all ? CATEGORY_TEXTS.categoryCount(summaries.length) : '\u00a0'}
        </p>
      </PageHero>

      <div className={styles.content}>
        {categories.status === 'error' ? (
          <EmptyState
            role="alert"
            title={categories.error instanceof CatalogError ? TEXTS.fetchFailed : TEXTS.anErrorOccurred}
            action={<Button onClick={categories.retry}>{TEXTS.tryAgain}</Button>}
          >
            {categories.error instanceof CatalogError && <p>{TEXTS.listingUnavailableText}</p>}
          </EmptyState>
        ) : (
          <>
            <CategoryToolbar
              query={view.query}
              sort={view.sort}
              layout={view.layout}
              onQueryChange={(query) => setView({ query })}
              onSortChange={(sort) => setView({ sort })}
              onLayoutChange={(layout) => setView({ layout })}
            />
            <p className={styles.matches} role="status">
              {all && searching && shown.length > 0 ? CATEGORY_TEXTS.matching(shown.length, summaries.length) : ''}
            </p>
            {categories.status === 'loading' ? (
              <Loading layout={view.layout} />
            ) : shown.length === 0 ? (
              <EmptyState
                title={TEXTS.noCategories}
                action={
                  searching && (
                    <div className={styles.actions}>
                      <Button variant="quiet" onClick={() => setView({ query: '' })}>
                        {TEXTS.clearSearch}
                      </Button>
                      <Link className={buttonClass()} to="/products">
                        {TEXTS.browseAll}
                      </Link>
                    </div>
                  )
                }
              >
                {searching && <p>{CATEGORY_TEXTS.noCategoriesHint}</p>}
              </EmptyState>
            ) : (
              <ul className={styles.cards} data-layout={view.layout} aria-label={CATEGORY_TEXTS.listLabel}>
                {shown.map((summary, i) => (
                  <li key={summary.name} className={i < FIRST_CARDS ? undefined : styles.later}>
                    <CategoryCard summary={summary} layout={view.layout} eager={i < FIRST_CARDS} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function Loading({ layout }: { layout: CategoryLayout }) {
  return (
    <div role="status" aria-label={CATEGORY_TEXTS.loading}>
      <span className="visually-hidden">{CATEGORY_TEXTS.loading}</span>
      <ul className={styles.cards} data-layout={layout} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <CategoryCardSkeleton layout={layout} />
          </li>
        ))}
      </ul>
    </div>
  );
}
