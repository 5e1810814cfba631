import { SAMPLE_SHIPPING, sampleLine } from '../testing/sample-checkout';
import { formatShippingAddress, orderId, paidOrder, paymentMetadata, paymentReference } from './checkout';
import { orderTotals } from './totals';

const shipping = SAMPLE_SHIPPING;
const line = sampleLine;

describe('the order', () => {
  const lines = [line('a', 4500, 2), line('b', 20000, 1, 15000)];
  const totals = orderTotals(lines, 'express');

  it('formats the shipping address on one line', () => {
    expect(formatShippingAddress(shipping)).toBe('12 Allen Avenue, Ikeja, Lagos 100271, Nigeria');
  });

  it('makes distinct references and order ids', () => {
    expect(paymentReference(1_700_000_000_000, () => 0.123456789)).toMatch(/^SHOP-[0-9A-Z]+-[0-9A-Z]+$/);
    expect(paymentReference(1, () => 0.1)).not.toBe(paymentReference(1, () => 0.2));
    expect(orderId(1_700_000_000_000, () => 0.5)).toMatch(/^ORD-[0-9A-Z]+$/);
  });

  it('tells the provider the order id and lines at their unit price', () => {
    expect(paymentMetadata('ORD-1', lines)).toEqual({
      orderId: 'ORD-1',
      lines: [
        { id: 'a', name: 'Item a', quantity: 2, price: 4500 },
        { id: 'b', name: 'Item b', quantity: 1, price: 15000 },
      ],
    });
  });

  it('saves a paid order with its items, total, address and payment reference', () => {
    const order = paidOrder({ id: 'ORD-1', lines, totals, shipping, reference: 'SHOP-1', date: new Date('2025-03-02T08:30:00.000Z') });
    expect(order).toEqual({
      id: 'ORD-1',
      status: 'paid',
      items: [
        { name: 'Item a', price: 4500, quantity: 2, image: '/img/a.svg' },
        { name: 'Item b', price: 15000, quantity: 1, image: '/img/b.svg' },
      ],
      total: 24000 + 1599 + 1920,
      date: '2025-03-02T08:30:00.000Z',
      paymentMethod: 'Card',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos 100271, Nigeria',
      paymentReference: 'SHOP-1',
    });
  });
});
