import * as v from 'valibot';
import { QUANTITY_MAX, QUANTITY_MIN } from '../constants';
import { choice, id, record, text, wholeNumber } from './fields';
import { ORDER_LIMITS, TEXT_LIMITS } from './limits';

const SHIPPING_METHOD_IDS = ['standard', 'express', 'overnight'] as const;

const orderLine = record({
  /** A catalog product's id, or a seller's listing id. */
  productId: id(),
  quantity: wholeNumber(QUANTITY_MIN, QUANTITY_MAX),
});

const address = record({
  firstName: text(TEXT_LIMITS.personName, 1),
  lastName: text(TEXT_LIMITS.personName, 1),
  email: v.pipe(text(TEXT_LIMITS.email, 1), v.email('Please enter a valid email address')),
  phone: text(TEXT_LIMITS.phone, 1),
  address: text(TEXT_LIMITS.addressLine, 1),
  city: text(TEXT_LIMITS.shortText, 1),
  state: text(TEXT_LIMITS.shortText, 1),
  zipCode: text(TEXT_LIMITS.postalCode, 1),
  country: text(TEXT_LIMITS.shortText, 1),
});

/**
 * Place Order as the browser asks for it: which products, how many, where and how fast. No price,
 * total, status or reference: the server looks those up and decides them.
 */
export const PlaceOrderSchema = record({
  items: v.pipe(
    v.array(orderLine, 'must be a list of products'),
    v.minLength(1, 'Your cart is empty'),
    v.maxLength(ORDER_LIMITS.linesMax, `must be at most ${ORDER_LIMITS.linesMax} lines`),
    v.check((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'must name each product once'),
  ),
  shippingMethod: choice(SHIPPING_METHOD_IDS),
  shipping: address,
});

export type PlaceOrderRequest = v.InferOutput<typeof PlaceOrderSchema>;

/** Which order to settle or look up. */
export const OrderRefSchema = record({ orderId: id() });

/** The sandbox gateway's buttons: Pay records a successful test charge, Decline a failed one. */
export const SandboxChargeSchema = record({
  reference: id(),
  outcome: choice(['success', 'failed'] as const),
});
