import type { ProductReview } from 'shared-contracts';

/** A review as the server keeps it (`reviews/{orderId}-{line}`): one per order line, written once. */
export interface ReviewRecord extends ProductReview {
  id: string;
  productId: string;
  orderId: string;
  buyerUid: string;
  /** The line's product name, as My Reviews shows it. */
  item: string;
  /** Epoch ms, for the newest first. */
  at: number;
  /** Counted into its product's totals in the catalog index (false until then: the outbox). */
  indexed?: boolean;
}

/** The name a review is shown under: the first name and the last name's initial, never the whole name. */
export function reviewerName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim() || 'A shopper';
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
