/**
 * Type tests of the server's side of the shop's calls: a handler takes its callable's payload and must
 * answer what the map says. `tsc -b` checks this file; each `@ts-expect-error` fails the check if the
 * error below it disappears. Nothing here runs.
 */
import type { ServedCall, ServedCalls } from './shop-callables';

export function servedCallTypeTests(): void {
  const confirm: ServedCall<'confirmPayment'> = { handler: async ({ orderId }) => ({ status: orderId, paidNow: true }) };
  void confirm;

  // @ts-expect-error an answer the map does not say does not compile (a settlement, not a list)
  const wrongAnswer: ServedCall<'confirmPayment'> = { handler: async () => [] };
  void wrongAnswer;

  // @ts-expect-error a payload field the schema does not name does not exist in the handler
  const wrongField: ServedCall<'confirmPayment'> = { handler: async ({ order }) => ({ status: order, paidNow: true }) };
  void wrongField;

  // @ts-expect-error every callable of the map is served: one left out does not compile
  const missing: ServedCalls = { confirmPayment: confirm };
  void missing;
}
