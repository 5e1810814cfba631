// The shell's server entry (rspack.base.ts `serverEntry`), which the render function loads from the shell's
// deployed files: it renders public routes' first view and hands remotes the shared modules.
import { CONTRACTS_VERSION } from 'shared-contracts';
import type { ShellServerEntry } from 'shared-contracts/server-render';
import { renderPage } from './render-page';
import { SHARED_ON_SERVER } from './shared-modules';

const entry: ShellServerEntry = { contractsVersion: CONTRACTS_VERSION, shared: SHARED_ON_SERVER, render: renderPage };

export default entry;
