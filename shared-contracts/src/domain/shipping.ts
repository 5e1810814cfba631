export type ShippingMethodId = 'standard' | 'express' | 'overnight';

export interface ShippingMethod {
  id: ShippingMethodId;
  label: string;
  price: number;
  eta: string;
}

/** SPEC §9 Shipping. */
export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  { id: 'standard', label: 'Standard', price: 599, eta: '5-7 business days' },
  { id: 'express', label: 'Express', price: 1599, eta: '2-3 business days' },
  { id: 'overnight', label: 'Overnight', price: 2999, eta: 'next business day' },
];

export function shippingCost(method: ShippingMethodId): number {
  const found = SHIPPING_METHODS.find((m) => m.id === method);
  if (!found) throw new Error(`Unknown shipping method: ${method}`);
  return found.price;
}
