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
