import * as v from 'valibot';

/** A payload the server refused: `field` is its dot path ('items.0.quantity'), `message` says why. */
export interface PayloadProblem {
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: PayloadProblem };

/** Checks a payload against its schema; the first problem names the field it is about. */
export function parsePayload<S extends v.GenericSchema>(schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '';
  return { ok: false, problem: { field, message: issue.message } };
}

/** 'items.0.quantity: must be at most 10', or the message alone for the payload as a whole. */
export const describeProblem = (p: PayloadProblem) => (p.field ? `${p.field}: ${p.message}` : p.message);
