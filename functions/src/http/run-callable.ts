import type { GenericSchema, InferOutput } from 'valibot';
import { describeProblem, parsePayload } from 'shared-contracts/schemas';
import type { LimitKind } from '../limits/rate-limits';
import type { Caller, SignedInCaller } from './caller';
import { Refusal } from './refusal';

export interface CallableSpec<S extends GenericSchema, R> {
  schema: S;
  /** Visitors may call it (public reads); every other call needs a signed-in caller. */
  public?: boolean;
  /** Which rate limit counts it (limits/rate-limits.ts); a write's unless said. */
  limit?: LimitKind;
  handler: (input: InferOutput<S>, caller: SignedInCaller) => Promise<R>;
}

/**
 * The one way a callable runs: who is calling, then their rate limit (`gate`; bad input counts too),
 * then the payload against its schema (a refusal names the field), then the handler. Nothing is
 * written before every check passes.
 */
export async function runCallable<S extends GenericSchema, R>(
  spec: CallableSpec<S, R>,
  data: unknown,
  caller: Caller,
  gate?: (kind: LimitKind) => Promise<void>,
): Promise<R> {
  if (!spec.public && !caller.uid) throw new Refusal('unauthenticated', 'Please sign in to continue');
  await gate?.(spec.limit ?? 'write');
  const parsed = parsePayload(spec.schema, data ?? {});
  if (!parsed.ok) throw new Refusal('invalid-argument', describeProblem(parsed.problem));
  return spec.handler(parsed.value, caller as SignedInCaller);
}
