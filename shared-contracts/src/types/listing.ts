import type { Product } from './product';

/**
 * A listing: a product a shopper listed for sale, with its seller's uid. `isActive: false` is the
 * seller's draft, kept out of the shop (listings saved before it existed count as active). Shoppers find
 * the active ones through the catalog endpoint, which indexes them with the catalog.
 */
export type Listing = Product & {
  sellerId: string;
  createdAt: number;
  isActive?: boolean;
  /**
   * Whether it has been on sale, so an inactive listing its seller took off sale reads apart from a
   * draft that never was on sale. Absent, being on sale now says it.
   */
  wasOnSale?: boolean;
};
