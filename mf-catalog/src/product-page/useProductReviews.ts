import { useEffect, useMemo, useState } from 'react';
import { usePlatform, type Product, type ProductReview } from 'shared-contracts';

const newestFirst = (reviews: readonly ProductReview[]) => [...reviews].sort((a, b) => b.date.localeCompare(a.date));

/**
 * The product page's reviews: those shoppers wrote in the shop (newest first), then the catalog's own.
 * The shop's come from the shop's server after the product shows, so they never hold the page up; a
 * server that cannot answer gives none. The rating and count are not touched:
 * the catalog endpoint's already count the shop's reviews.
 */
export function useProductReviews(product: Product): ProductReview[] {
  const { callServer } = usePlatform();
  const [shop, setShop] = useState<ProductReview[]>([]);
  useEffect(() => {
    let live = true;
    // Public: a visitor's product page loads no sign-in for it.
    callServer('listProductReviews', { productId: product.id }, { public: true }).then(
      (reviews) => live && setShop(newestFirst(reviews)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [callServer, product.id]);
  return useMemo(() => [...shop, ...(product.reviews ?? [])], [shop, product.reviews]);
}
