// Browser code has no Node: the bundle would fail at run time.
export const mode = process.env.NODE_ENV;
