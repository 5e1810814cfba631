// The server entry (rspack.base.ts `serverEntry`): the screens this remote exposes and the data each asks for
// first, for the shell's server render.
import type { RemoteServerEntry } from 'shared-contracts/server-render';
import { ROUTE_DATA } from '../server/route-data';
import * as Categories from './Categories';
import { contractsVersion } from './contracts-version';
import * as ProductDetail from './ProductDetail';
import * as ProductList from './ProductList';

const entry: RemoteServerEntry = {
  contractsVersion,
  screens: { ProductList, ProductDetail, Categories },
  routeData: ROUTE_DATA,
};

export default entry;
