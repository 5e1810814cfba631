import type { CartLine, ShippingData } from 'shared-contracts';

/** A cart line as the cart keeps it: `id`'s product at `price` (or `discountPrice`), `quantity` of it. */
export const sampleLine = (id: string, price: number, quantity: number, discountPrice?: number): CartLine => ({
  product: { id, name: `Item ${id}`, image: `/img/${id}.svg`, price, discountPrice, total: price * quantity, addedAt: '2025-01-15T10:00:00.000Z', sellerId: '000000' },
  quantity,
});

/** A filled shipping step: SAMPLE_SHOPPER's address, standard delivery. */
export const SAMPLE_SHIPPING: ShippingData = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '+2348012345678',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  zipCode: '100271',
  country: 'Nigeria',
  method: 'standard',
};
