// A remote's jest setup: every harness its tests make gives the remote's code a bus held to the
// surface the remote declares (src/bus-surface.ts), so code that sends or hears anything else fails.
import path from 'node:path';
import { holdHarnessesTo } from 'shared-contracts/contract-tests';

const root = (globalThis as { REMOTE_ROOT?: string }).REMOTE_ROOT;
if (!root) throw new Error('bus-surface.setup: the jest project sets no REMOTE_ROOT global');
const { BUS_SURFACE } = require(path.join(root, 'src/bus-surface.ts'));
holdHarnessesTo(path.basename(root), BUS_SURFACE);
