import * as v from 'valibot';
import { ORDER_STATUSES } from '../constants';
import { choice, id, multilineText, record, text, wholeNumber } from './fields';
import { TEXT_LIMITS } from './limits';

/**
 * A step of an order's life as a seller or buyer asks for it (issue 19). `expectedStatus` is the
 * status the asker's screen showed: a stale screen is refused rather than acting on an order that
 * moved on. Dispatch names the courier and tracking number; a return says why; a review gives 1 to 5
 * stars and a comment.
 */
export const AdvanceOrderSchema = record({
  orderId: id(),
  action: choice(['seal', 'dispatch', 'arrive', 'confirm', 'return', 'review'] as const),
  expectedStatus: choice(ORDER_STATUSES),
  courier: v.optional(text(TEXT_LIMITS.shortText, 1)),
  trackingNumber: v.optional(text(TEXT_LIMITS.trackingNumber, 1)),
  reason: v.optional(multilineText(TEXT_LIMITS.returnReason, 1)),
  rating: v.optional(wholeNumber(1, 5)),
  comment: v.optional(multilineText(TEXT_LIMITS.reviewComment, 1)),
});

export type AdvanceOrderRequest = v.InferOutput<typeof AdvanceOrderSchema>;

/** Which product's reviews (contracts 1.9, public). */
export const ProductRefSchema = record({ productId: id() });
