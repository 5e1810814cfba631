import { createAppConfig } from '../rspack.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_checkout',
      port: 3003,
      exposes: {
        './Checkout': './src/expose/Checkout.tsx',
      },
    },
    argv,
  );
