import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed delivery older than this is refused, so a captured request cannot be replayed later. */
export const COURIER_SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The shop's courier webhook signature (our design, after Stripe's): `t=<epoch ms>,v1=<hex>`, where
 * v1 is HMAC-SHA256 of `<t>.<raw body>` under the secret shared with the courier. The time is signed
 * too, so it cannot be changed to make an old request look fresh.
 */
export function courierSignature(rawBody: Buffer | string, secret: string, at: number): string {
  const mac = createHmac('sha256', secret).update(`${at}.`).update(rawBody).digest('hex');
  return `t=${at},v1=${mac}`;
}

export function isCourierSignatureValid(rawBody: Buffer | string, header: string | undefined, secret: string, now: number): boolean {
  const match = /^t=(\d{1,15}),v1=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const at = Number(match[1]);
  if (Math.abs(now - at) > COURIER_SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(courierSignature(rawBody, secret, at).slice(-64), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
