import { createAppConfig } from '../rspack.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_marketing',
      port: 3001,
      exposes: {
        './Home': './src/expose/Home.tsx',
        './About': './src/expose/About.tsx',
        './Collections': './src/expose/Collections.tsx',
        './EarlyBird': './src/expose/EarlyBird.tsx',
      },
      serverEntry: './src/expose/server.ts',
    },
    argv,
  );
