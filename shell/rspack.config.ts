import { createAppConfig } from '../rspack.base.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, isHost: true, serverEntry: './src/server/entry.ts' }, argv);
