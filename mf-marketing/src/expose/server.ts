// The server entry (rspack.base.ts `serverEntry`): the screens this remote exposes, for the shell's server render.
import type { RemoteServerEntry } from 'shared-contracts/server-render';
import * as About from './About';
import * as Collections from './Collections';
import * as EarlyBird from './EarlyBird';
import * as Home from './Home';
import { contractsVersion } from './contracts-version';

const entry: RemoteServerEntry = {
  contractsVersion,
  screens: { Home, About, Collections, EarlyBird },
};

export default entry;
