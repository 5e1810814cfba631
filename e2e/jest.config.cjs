// Browser journeys: jest driving Debian's Chromium through playwright-core over the built stack.
const pglite = require('../scripts/jest/pglite-transform.cjs');

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  cacheDirectory: '<rootDir>/../.cache/jest-e2e',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    // The stack starts the catalog database (PGlite) in this process.
    ...pglite.transform,
  },
  transformIgnorePatterns: pglite.transformIgnorePatterns,
  // Nothing leaves the machine, as in every unit project: the stack and the journeys reach only loopback.
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/offline.setup.ts'],
  // One composed stack for the files that share it (support/shared-stack.ts).
  globalSetup: '<rootDir>/support/shared-stack-setup.ts',
  globalTeardown: '<rootDir>/support/shared-stack-teardown.ts',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
