// The callable SDK decodes a request's data recursively before any of the shop's code runs: an array
// nested a few thousand deep overflows its stack, and a `@type` it does not know throws, each answered
// as a 500. Here a body is checked first, without recursion, and refused as a bad argument.

/** Deeper than any payload of the shop (a few levels), far shallower than the decoder's stack. */
export const MAX_DEPTH = 32;

/** The SDK's own encodings of numbers beyond 2^53; anything else under `@type` is refused. */
const KNOWN_TYPES = new Set(['type.googleapis.com/google.protobuf.Int64Value', 'type.googleapis.com/google.protobuf.UInt64Value']);

/** Why a callable's data cannot be taken, or null. */
export function bodyProblem(data: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return `data: is nested deeper than ${MAX_DEPTH} levels`;
    if (!Array.isArray(value) && '@type' in value && !KNOWN_TYPES.has(String((value as { '@type': unknown })['@type']))) {
      return 'data: @type is not accepted here';
    }
    for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

interface RequestLike {
  body?: { data?: unknown };
}
interface ResponseLike {
  status(code: number): { json(body: unknown): unknown };
}

/**
 * The callable `fn`, refusing a body its SDK cannot decode with the callable protocol's 400 before the
 * SDK sees it; everything the platform reads off `fn` (its trigger, `run`) is kept.
 */
export function guardBody<F extends (...args: never[]) => unknown>(fn: F): F {
  const guarded = (req: RequestLike, res: ResponseLike) => {
    const problem = bodyProblem(req.body?.data);
    if (problem) return res.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: problem } });
    return (fn as unknown as (req: RequestLike, res: ResponseLike) => unknown)(req, res);
  };
  return Object.assign(guarded, fn) as unknown as F;
}
