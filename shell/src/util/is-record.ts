/** A plain object read from JSON or storage (not null, not a list), whose fields are still unchecked. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
