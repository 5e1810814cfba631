/**
 * Type tests of the shop's calls (schemas/shop-calls.ts): `tsc -b` checks this file with the whole tree,
 * and each `@ts-expect-error` fails the type check if the error below it ever disappears.
 * Nothing here runs; jest does not pick up this file.
 */
import type { CallServer } from './server-call';

export async function serverCallTypeTests(call: CallServer): Promise<void> {
  // The map as it is meant to be used compiles, and answers are typed without an assertion.
  const shipping = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '0803', address: '1 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '100001', country: 'Nigeria' };
  const placed = await call('placeOrder', { items: [{ productId: 'p1', quantity: 2 }], shippingMethod: 'standard', shipping });
  const kobo: number = placed.amountKobo;
  const account = await call('readAccount');
  const firstName = account?.user.primaryInformation.firstName;
  await call('listProductReviews', { productId: 'p1' }, { public: true });
  void [kobo, firstName];

  // @ts-expect-error a callable that is not in the map does not compile
  await call('placeOrders', {});

  // @ts-expect-error a payload field the schema does not name does not compile
  await call('confirmPayment', { orderId: 'o1', amount: 500 });

  // @ts-expect-error a payload field of the wrong type does not compile (quantity is a number)
  await call('placeOrder', { items: [{ productId: 'p1', quantity: '2' }], shippingMethod: 'standard', shipping });

  // @ts-expect-error a callable that requires a payload cannot be called without one
  await call('resumePayment');

  // @ts-expect-error a value outside the schema's choices does not compile
  await call('sandboxCharge', { reference: 'r1', outcome: 'maybe' });

  // @ts-expect-error reading a field the answer does not have does not compile
  void placed.amount;

  // @ts-expect-error an answer's field has its type: the total is a number
  const total: string = placed.total;
  void total;

  const settled = await call('confirmPayment', { orderId: 'o1' });
  // @ts-expect-error an answer of one call is not another's: a settlement has no reference
  void settled.reference;
}
