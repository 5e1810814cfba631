import { useEffect, useMemo, useState } from 'react';
import { usePlatform, type Product, type ProductReview } from 'shared-contracts';

const newestFirst = (reviews: readonly ProductReview[]) => [...reviews].sort((a, b) => b.date.localeCompare(a.date));

/**
 * The product page's reviews: those shoppers wrote in the shop (newest first), then the catalog's own.
 * The shop's come from the shop's server after the product shows, so they never hold the page up; a
 * server that cannot answer (or a shell without one) gives none. The rating and count are not touched:
 * the catalog endpoint's already count the shop's reviews.
 */
export function useProductReviews(product: Product): ProductReview[] {
  const { accounts } = usePlatform();
  const [shop, setShop] = useState<ProductReview[]>([]);
  useEffect(() => {
    if (!accounts?.listProductReviews) return;
    let live = true;
    accounts.listProductReviews(product.id).then(
      (reviews) => live && setShop(newestFirst(reviews)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [accounts, product.id]);
  return useMemo(() => [...shop, ...(product.reviews ?? [])], [shop, product.reviews]);
}
