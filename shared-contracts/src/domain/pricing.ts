interface Priced {
  price: number;
  discountPrice?: number | null;
}

/**
 * SPEC §9: the price used in cart and totals is discountPrice when set, else price, in whole naira
 * (the shop shows no decimals, and a shopper is charged exactly the total they were shown).
 */
export function unitPrice(item: Priced): number {
  return Math.round(item.discountPrice != null ? item.discountPrice : item.price);
}

/** SPEC §3: discountPrice = price reduced by discountPercentage, to whole naira. */
export function priceAfterDiscount(price: number, discountPercentage: number): number | undefined {
  if (!discountPercentage || discountPercentage <= 0) return undefined;
  return Math.round(price * (1 - discountPercentage / 100));
}

/**
 * A catalog product's prices at the catalog's edge (SPEC §3): its price and, when the discount lowers
 * it, the discounted price in whole naira. The listing and the server's order both price a product so.
 */
export function catalogPrice(price: number, discountPercentage = 0): { price: number; discountPrice?: number } {
  const discountPrice = priceAfterDiscount(price, discountPercentage);
  return discountPrice !== undefined && discountPrice < price ? { price, discountPrice } : { price };
}

/** SPEC §5: filled stars = floor of the rating, within 0 to 5. */
export function filledStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** SPEC §5: the 'New' badge on the listing when stock is above 50. */
export function isNewByStock(stock: number): boolean {
  return stock > 50;
}
