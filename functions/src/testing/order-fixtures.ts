import type { PlaceOrderRequest } from 'shared-contracts/schemas';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { confirmPayment } from '../orders/order-handlers';
import { placeOrder } from '../orders/place-order';
import type { PricedProduct } from '../stock/price-source';
import { recordSandboxCharge, sandboxRefunder, sandboxVerifier } from '../payments/sandbox-charges';
import type { StockKeeper } from '../stock/stock-keeper';

export const SHIPPING: PlaceOrderRequest['shipping'] = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  zipCode: '100001',
  country: 'Nigeria',
};

export const product = (id: string, unitPrice: number, more: Partial<PricedProduct> = {}): PricedProduct => ({
  id,
  name: `Product ${id}`,
  image: `https://img.example/${id}.png`,
  unitPrice,
  stock: 20,
  sellerId: '000000',
  forSale: true,
  ...more,
});

/** What the payment callables need beside the store: the stock, and the sandbox's verification and refunds. */
export const paymentDeps = (deps: Deps, stock: StockKeeper) => ({ ...deps, stock, verify: sandboxVerifier(deps), refund: sandboxRefunder(deps) });

export const orderRequest = (items: PlaceOrderRequest['items'], shippingMethod: PlaceOrderRequest['shippingMethod'] = 'standard'): PlaceOrderRequest => ({
  items,
  shippingMethod,
  shipping: SHIPPING,
});

/** An order of these products placed by `buyer` and paid through the sandbox; resolves to its id. */
export async function paidOrder(deps: Deps, buyer: SignedInCaller, stock: StockKeeper, productIds: string[]): Promise<string> {
  const placed = await placeOrder(
    { ...deps, stock, provider: 'sandbox', unpaidOrderTtlMs: 60_000 },
    buyer,
    orderRequest(productIds.map((productId) => ({ productId, quantity: 1 }))),
  );
  await recordSandboxCharge({ ...deps, stock }, buyer, { reference: placed.reference, outcome: 'success' });
  await confirmPayment(paymentDeps(deps, stock), buyer, placed.orderId);
  return placed.orderId;
}
