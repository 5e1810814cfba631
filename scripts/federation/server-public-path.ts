// First module of a remote's server entry (rspack.base.ts): its assets' URLs are the browser build's files,
// which sit one folder above the entry (`<base>/server/entry.cjs`), as the render function loads it by URL.
declare let __webpack_public_path__: string;

if (/^https?:/.test(__filename)) __webpack_public_path__ = new URL('../', __filename).href;
