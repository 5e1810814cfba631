import { createAppConfig } from '../rspack.base.ts';
import { ROUTE_DATA } from './src/server/route-data.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_catalog',
      port: 3002,
      exposes: {
        './ProductList': './src/expose/ProductList.tsx',
        './ProductDetail': './src/expose/ProductDetail.tsx',
        './Categories': './src/expose/Categories.tsx',
      },
      routeData: ROUTE_DATA,
      serverEntry: './src/expose/server.ts',
    },
    argv,
  );
