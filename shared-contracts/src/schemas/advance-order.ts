import * as v from 'valibot';
import { ORDER_STATUSES } from '../constants';
import { choice, record, text } from './fields';
import { TEXT_LIMITS } from './limits';

/**
 * A step of an order's life as a seller or buyer asks for it (issue 19). `expectedStatus` is the
 * status the asker's screen showed: a stale screen is refused rather than acting on an order that
 * moved on. Dispatch names the courier and tracking number; a return says why.
 */
export const AdvanceOrderSchema = record({
  orderId: text(TEXT_LIMITS.shortText, 1),
  action: choice(['seal', 'dispatch', 'arrive', 'confirm', 'return'] as const),
  expectedStatus: choice(ORDER_STATUSES),
  courier: v.optional(text(TEXT_LIMITS.shortText, 1)),
  trackingNumber: v.optional(text(TEXT_LIMITS.trackingNumber, 1)),
  reason: v.optional(text(TEXT_LIMITS.returnReason, 1)),
});

export type AdvanceOrderRequest = v.InferOutput<typeof AdvanceOrderSchema>;
