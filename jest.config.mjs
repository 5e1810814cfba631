import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

// PGlite's CommonJS build loads Node's modules with import(), which jest's VM refuses without
// --experimental-vm-modules: SWC turns those into require() (the local catalog database, its tests).
const pglite = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

const project = (name, environment = 'jsdom') => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  transform: { '^.+\\.(t|j)sx?$': swc, '/node_modules/@electric-sql/.+\\.cjs$': pglite },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/)'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/../scripts/jest/css-module.cjs',
    '\\.css$': '<rootDir>/../scripts/jest/empty.cjs',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/../scripts/jest/file.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** A remote: its tests are held to the bus surface it declares (src/bus-surface.ts). */
const remote = (name) => {
  const base = project(name);
  return {
    ...base,
    setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/../scripts/jest/bus-surface.setup.ts'],
    globals: { REMOTE_ROOT: fileURLToPath(new URL(name, import.meta.url)) },
  };
};

/** Unit and component tests of every package; browser journeys live in e2e/ and run separately. */
export default {
  cacheDirectory: '<rootDir>/.cache/jest',
  projects: [
    project('shared-contracts'),
    project('shell'),
    remote('mf-marketing'),
    remote('mf-catalog'),
    remote('mf-account'),
    remote('mf-checkout'),
    // The local catalog service runs in Node, beside the remote that owns it.
    { ...project('mf-catalog', 'node'), displayName: 'catalog-service', testMatch: ['<rootDir>/service/**/*.test.ts'] },
    // The shop's server: handlers over the Node Firestore emulator and the catalog index (PGlite, and
    // Debian's PostgreSQL), schemas, payment providers. A database starts per suite: PGlite boots its
    // WASM in the test's process, seconds on a busy machine.
    { ...project('functions', 'node'), testTimeout: 60_000 },
    // The stack scripts `npm start` runs (static server, runtime config, Content-Security-Policy) and the deploy's.
    { ...project('scripts', 'node'), testMatch: ['<rootDir>/stack/**/*.test.ts', '<rootDir>/bench/**/*.test.ts', '<rootDir>/federation/**/*.test.ts', '<rootDir>/deploy/**/*.test.ts', '<rootDir>/boundaries/*.test.ts'] },
  ],
};
