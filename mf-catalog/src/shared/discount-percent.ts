interface Priced {
  price: number;
  discountPrice?: number | null;
}

/** SPEC §5: round((price - discountPrice) / price x 100); null when there is no discount. */
export function discountPercent(item: Priced): number | null {
  if (item.discountPrice == null || item.price <= 0) return null;
  return Math.round(((item.price - item.discountPrice) / item.price) * 100);
}
