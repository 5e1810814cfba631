import type { PlaceOrderRequest } from 'shared-contracts/schemas';
import type { PricedProduct, PriceSource } from '../orders/price-source';

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

/** A price source over fixed products, as the catalog would answer. */
export const pricesOf =
  (...products: PricedProduct[]): PriceSource =>
  async (id) =>
    products.find((p) => p.id === id) ?? null;

export const orderRequest = (items: PlaceOrderRequest['items'], shippingMethod: PlaceOrderRequest['shippingMethod'] = 'standard'): PlaceOrderRequest => ({
  items,
  shippingMethod,
  shipping: SHIPPING,
});
