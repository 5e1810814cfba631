// Read by rspack.config.ts as well as the catalog, so it imports nothing.

/** What the listing and categories pages show of a product: a tenth of the full record's bytes. */
export const SUMMARY_FIELDS = 'title,price,discountPercentage,rating,category,thumbnail,stock,brand';

const summaries = `{catalogUrl}/products?${new URLSearchParams({ limit: '0', select: SUMMARY_FIELDS })}`;

/** A product page's first request: a search for its slug's words (dummyjson-catalog.ts bySlug). */
const productSearch = { template: '{catalogUrl}/products/search?q={:slug|words}&limit=0' };

/**
 * The request each exposed screen makes first, as the catalog makes it (route-data.test.ts): the
 * manifest names it so the shell asks for it while this remote's code downloads.
 */
export const ROUTE_DATA = { ProductList: [summaries], Categories: [summaries], ProductDetail: [productSearch] };
