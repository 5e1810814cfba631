import type { GenericSchema, InferOutput } from 'valibot';
import { describeProblem, parsePayload } from 'shared-contracts/schemas';
import type { LimitKind } from './limits/rate-limits';
import type { Caller, SignedInCaller } from './caller';
import { Refusal } from './refusal';

export interface CallableSpec<S extends GenericSchema, R> {
  schema: S;
  /** Visitors may call it (public reads); every other call needs a signed-in caller. */
  public?: boolean;
  /** Which rate limit counts it (limits/rate-limits.ts); a write's unless said. */
  limit?: LimitKind;
  /** What a well-formed call also spends of a budget (an early-bird registration's picture bytes), checked before the handler runs. */
  cost?: (input: InferOutput<S>) => { kind: LimitKind; amount: number; subject?: string };
  handler: (input: InferOutput<S>, caller: SignedInCaller) => Promise<R>;
}

/** Counts a call (or `amount` of a budget, also by `subject`) against its limits, refusing it when over. */
export type Gate = (kind: LimitKind, amount?: number, subject?: string) => Promise<void>;

/**
 * The one way a callable runs: who is calling, then their rate limit (`gate`; bad input counts too),
 * then the payload against its schema (a refusal names the field), then what it spends of a budget,
 * then the handler. Nothing is written before every check passes.
 */
export async function runCallable<S extends GenericSchema, R>(
  spec: CallableSpec<S, R>,
  data: unknown,
  caller: Caller,
  gate?: Gate,
): Promise<R> {
  if (!spec.public && !caller.uid) throw new Refusal('unauthenticated', 'Please sign in to continue');
  await gate?.(spec.limit ?? 'write');
  const parsed = parsePayload(spec.schema, data ?? {});
  if (!parsed.ok) throw new Refusal('invalid-argument', describeProblem(parsed.problem));
  if (spec.cost && gate) {
    const { kind, amount, subject } = spec.cost(parsed.value);
    await gate(kind, amount, subject);
  }
  return spec.handler(parsed.value, caller as SignedInCaller);
}
