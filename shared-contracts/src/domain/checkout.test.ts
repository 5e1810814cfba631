import { formatShippingAddress, orderId, paymentReference } from './checkout';

const shipping = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '100271', country: 'Nigeria', method: 'standard' as const };

describe('the order', () => {
  it('formats the shipping address on one line', () => {
    expect(formatShippingAddress(shipping)).toBe('12 Allen Avenue, Ikeja, Lagos 100271, Nigeria');
  });

  it('makes distinct references and order ids', () => {
    expect(paymentReference(1_700_000_000_000, () => 0.123456789)).toMatch(/^SHOP-[0-9A-Z]+-[0-9A-Z]+$/);
    expect(paymentReference(1, () => 0.1)).not.toBe(paymentReference(1, () => 0.2));
    expect(orderId(1_700_000_000_000, () => 0.5)).toMatch(/^ORD-[0-9A-Z]+$/);
  });
});
