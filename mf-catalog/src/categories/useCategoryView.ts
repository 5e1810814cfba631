import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCategorySort, type CategorySort } from './category-rules';
import type { CategoryLayout } from './CategoryCard/CategoryCard';

export interface CategoryView {
  query: string;
  sort: CategorySort;
  layout: CategoryLayout;
}

const DEFAULT_VIEW: CategoryView = { query: '', sort: 'name', layout: 'grid' };

/** What the page's URL says (?q=, ?sort=, ?view=); anything unknown falls back to the default. */
function readCategoryView(params: URLSearchParams): CategoryView {
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    sort: isCategorySort(sort) ? sort : DEFAULT_VIEW.sort,
    layout: params.get('view') === 'list' ? 'list' : DEFAULT_VIEW.layout,
  };
}

/** The view written into the URL; defaults are left out so the plain page keeps a plain URL. */
function writeCategoryView(params: URLSearchParams, view: CategoryView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set('q', view.query, DEFAULT_VIEW.query);
  set('sort', view.sort, DEFAULT_VIEW.sort);
  set('view', view.layout, DEFAULT_VIEW.layout);
  return next;
}

/**
 * The categories page's search, sort and layout, kept in the URL so a reload or a shared link
 * keeps them. The page's own state answers each keystroke at once (the router may commit its
 * navigation in a transition, which would fight a controlled input); the URL follows by replace,
 * so typing leaves no trail of history entries.
 */
export function useCategoryView(): [CategoryView, (change: Partial<CategoryView>) => void] {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => readCategoryView(params));
  const latest = useRef(view);
  const update = useCallback(
    (change: Partial<CategoryView>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setView(next);
      setParams((current) => writeCategoryView(current, next), { replace: true });
    },
    [setParams],
  );
  return [view, update];
}
