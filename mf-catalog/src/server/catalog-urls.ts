import type { CatalogQuery } from 'shared-contracts';
import { catalogQueryString } from './catalog-query-string';

// The endpoint's URLs, written one way only: route-data.ts names the same ones for the shell to start
// early, and the shell hands a response over only for the very URL it asked for (route-data.test.ts).

const base = (catalogApiUrl: string) => catalogApiUrl.replace(/\/+$/, '');

export const pageUrl = (catalogApiUrl: string, query: CatalogQuery) => new URL(`${base(catalogApiUrl)}/products${catalogQueryString(query)}`);

export const productUrl = (catalogApiUrl: string, slug: string) => new URL(`${base(catalogApiUrl)}/products/${encodeURIComponent(slug)}`);

export const categoriesUrl = (catalogApiUrl: string) => new URL(`${base(catalogApiUrl)}/categories`);

/** The search box's suggestions for what is typed, trimmed (`q=desk+la`). */
export const suggestUrl = (catalogApiUrl: string, q: string) => new URL(`${base(catalogApiUrl)}/suggest?${new URLSearchParams({ q: q.trim() })}`);
