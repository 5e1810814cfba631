// The shell's server entry (rspack.base.ts `serverEntry`), which the render function loads from the shell's
// deployed files: it renders public routes' first view and hands remotes the shared modules.
// The page's global rules (the kit's tokens, body, images) with the shell's own: the render function inlines what a
// page uses, so its first paint waits for no stylesheet (rspack.base.ts leaves the shell's to after it).
import 'shop-ui/tokens.css';
import { CONTRACTS_VERSION } from 'shared-contracts';
import type { ShellServerEntry } from 'shared-contracts/server-render';
import { renderPage } from './render-page';
import { SHARED_ON_SERVER } from './shared-modules';

const entry: ShellServerEntry = { contractsVersion: CONTRACTS_VERSION, shared: SHARED_ON_SERVER, render: renderPage };

export default entry;
