import { createRequire } from 'node:module';
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

// PGlite loads under jest only through this transform (the catalog database and its tests).
const pglite = createRequire(import.meta.url)('./scripts/jest/pglite-transform.cjs');

const project = (name, environment = 'jsdom') => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  transform: { '^.+\\.(t|j)sx?$': swc, ...pglite.transform },
  transformIgnorePatterns: pglite.transformIgnorePatterns,
  // First, in every project: nothing leaves the machine (the Google libraries told where they are, and a
  // socket beyond loopback fails its test).
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/offline.setup.ts', '<rootDir>/../jest.setup.ts'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/../scripts/jest/css-module.cjs',
    '\\.css$': '<rootDir>/../scripts/jest/empty.cjs',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/../scripts/jest/file.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** A project with one more setup file of its own, after the shared ones. */
const withSetup = (base, file) => ({ ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, file] });

/** A project whose tests use a real PostgreSQL (scripts/jest/test-postgres.mjs picks or starts it, once a run). */
const withPostgres = (base) => ({
  ...base,
  globalSetup: '<rootDir>/../scripts/jest/test-postgres-setup.mjs',
  globalTeardown: '<rootDir>/../scripts/jest/test-postgres-teardown.mjs',
});

/** A remote: its tests are held to the bus surface it declares (src/bus-surface.ts). */
const remote = (name) => ({
  ...withSetup(project(name), '<rootDir>/../scripts/jest/bus-surface.setup.ts'),
  globals: { REMOTE_ROOT: fileURLToPath(new URL(name, import.meta.url)) },
});

/** Unit and component tests of every package; browser journeys live in e2e/ and run separately. */
export default {
  cacheDirectory: '<rootDir>/.cache/jest',
  // Every core: jest's default leaves one idle, which on this 2-core machine took the run from 424 s to 266 s.
  maxWorkers: '100%',
  projects: [
    project('shop-ui'),
    project('shared-contracts'),
    project('shell'),
    remote('mf-marketing'),
    remote('mf-catalog'),
    remote('mf-account'),
    remote('mf-checkout'),
    // The local catalog service, in Node.
    project('catalog-service', 'node'),
    // The shop's server: handlers over the Node Firestore emulator and the catalog index (PGlite, and a
    // real PostgreSQL), schemas, payment providers; its hooks may wait a minute (slow-setup.ts).
    withPostgres(withSetup(project('functions', 'node'), '<rootDir>/src/testing/slow-setup.ts')),
    // The stack scripts `npm start` runs (static server, runtime config, Content-Security-Policy), the deploy's,
    // and jest's own setup (the loopback guard).
    { ...withPostgres(project('scripts', 'node')), testMatch: ['<rootDir>/stack/**/*.test.ts', '<rootDir>/bench/**/*.test.ts', '<rootDir>/federation/**/*.test.ts', '<rootDir>/deploy/**/*.test.ts', '<rootDir>/boundaries/*.test.ts', '<rootDir>/contracts/*.test.ts', '<rootDir>/jest/*.test.ts', '<rootDir>/search/*.test.ts', '<rootDir>/docs/*.test.ts'] },
  ],
};
