import { courierSignature } from '../courier/courier-signature';

/**
 * A courier as the shop's webhook expects one: it signs each delivery report with the shared secret
 * at its own clock's time. `forge` sends with another secret, as an impostor would.
 */
export function courierStub(secret: string, clock: () => number) {
  const report = (body: unknown, key = secret, at = clock()) => {
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, signature: courierSignature(rawBody, key, at) };
  };
  return {
    delivered: (trackingNumber: string, at?: number) => report({ event: 'delivered', trackingNumber }, secret, at),
    forge: (trackingNumber: string) => report({ event: 'delivered', trackingNumber }, 'not-the-secret'),
    report,
  };
}
