// The performance targets of issue 8, in one place for the byte tables and the Lighthouse table.

/** Lighthouse performance score on mobile settings: the aim, and the floor no page may fall below. */
export const SCORE_AIM = 100;
export const SCORE_FLOOR = 95;
/** Cumulative layout shift: none at all. */
export const CLS_MAX = 0;
/** Gzip KB of all JS on the home route, React and the federation runtime included. */
export const HOME_JS_KB = 150;
/** Gzip KB of a route's own JS: what it loads on top of the shell (remote entry and chunks). */
export const ROUTE_OWN_KB = 40;
/** Requests in sequence from a remote's manifest: the manifest, then entry and chunks at once, then data. */
export const MANIFEST_TO_DATA = 3;

// The catalog at scale (issue 29): the same pages and the same speed at 110,000 products as at a few hundred.
/** KB of catalog data (the endpoint's response bodies) a visitor's first view of a catalog page receives. */
export const CATALOG_PAGE_KB = 100;
/**
 * How much more data the same page may carry at the large size: names and counts differ in length, so
 * not to the byte; a page whose data grew with the catalog would be many times more.
 */
export const CATALOG_BYTES_RATIO = 1.25;
/** The server query's p95 at 110,000 products, at most this many times its p95 at about 1,000. */
export const QUERY_P95_RATIO = 2;
/** Issue 39: the search box's suggestions and a search with a typo, p95 at the large store (PGlite). */
export const SUGGEST_P95_MS = 30;
export const TYPO_SEARCH_P95_MS = 60;
/** Lighthouse's score of the catalog's pages with the large store: at most this many points under home's. */
export const SCALE_SCORE_BELOW_HOME = 3;
