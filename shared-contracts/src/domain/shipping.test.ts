import { SHIPPING_METHODS, shippingCost, type ShippingMethodId } from './shipping';

describe('shipping methods', () => {
  it('are standard, express and overnight with the spec prices and delivery times', () => {
    expect(SHIPPING_METHODS.map(({ id, price, eta }) => ({ id, price, eta }))).toEqual([
      { id: 'standard', price: 599, eta: '5-7 business days' },
      { id: 'express', price: 1599, eta: '2-3 business days' },
      { id: 'overnight', price: 2999, eta: 'next business day' },
    ]);
  });

  it('each have a visible label', () => {
    expect(SHIPPING_METHODS.map((m) => m.label)).toEqual(['Standard', 'Express', 'Overnight']);
  });

  it('cost what the spec says', () => {
    expect(shippingCost('standard')).toBe(599);
    expect(shippingCost('express')).toBe(1599);
    expect(shippingCost('overnight')).toBe(2999);
  });

  it('refuse an unknown method', () => {
    expect(() => shippingCost('drone' as ShippingMethodId)).toThrow('Unknown shipping method: drone');
  });
});
