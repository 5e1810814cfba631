import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack signs each webhook body with HMAC-SHA512 of the secret key, hex, in `x-paystack-signature`. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function isPaystackSignatureValid(rawBody: Buffer | string, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
