// Which Node.js the shop's server runs on in production, and until when Google runs it. After a runtime's
// decommission date no function can be created or updated on it: a deploy on one fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Cloud Functions' Node.js runtimes and their decommission dates, from Google's runtime support schedule
 * (Cloud Run functions, "Runtime support"), as issue 38 quoted it on 2026-11-28. firebase-tools 15.34
 * (lib/deploy/functions/runtimes/supported/types.js) carries the same dates but for nodejs22 (2028-10-31
 * there); the earlier date is kept. Add the next runtime here when Google publishes it.
 */
export const NODE_RUNTIMES = {
  nodejs20: { decommissioned: '2026-10-30' },
  nodejs22: { decommissioned: '2027-10-31' },
  nodejs24: { decommissioned: '2028-10-31' },
} as const;
export type NodeRuntime = keyof typeof NODE_RUNTIMES;

/** The runtime firebase.json deploys the server on: the Node major of the functions' `engines`. */
export function functionsRuntime(root = path.resolve(__dirname, '../..')): NodeRuntime {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'functions/package.json'), 'utf8')) as { engines?: { node?: string } };
  const runtime = `nodejs${engines?.node ?? ''}`;
  if (!(runtime in NODE_RUNTIMES)) {
    throw new Error(`functions/package.json's engines.node is "${engines?.node}": name one major of ${Object.keys(NODE_RUNTIMES).join(', ')} (scripts/deploy/functions-runtime.ts)`);
  }
  return runtime as NodeRuntime;
}
