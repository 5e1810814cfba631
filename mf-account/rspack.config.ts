import { createAppConfig } from '../rspack.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_account',
      port: 3004,
      exposes: {
        './Register': './src/expose/Register.tsx',
        './Login': './src/expose/Login.tsx',
        './Account': './src/expose/Account.tsx',
        './Settings': './src/expose/Settings.tsx',
        './Notifications': './src/expose/Notifications.tsx',
        './Orders': './src/expose/Orders.tsx',
        './CreateItem': './src/expose/CreateItem.tsx',
      },
    },
    argv,
  );
