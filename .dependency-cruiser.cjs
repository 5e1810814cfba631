// The rules of the house, checked by a tool in `npm test` (npm run lint:deps): a remote imports only
// shared-contracts and itself, the shell imports no remote, the contracts import no app, each package
// uses only what its own package.json declares, and nothing imports in a circle. A broken rule fails the
// run; scripts/boundaries/boundaries.test.ts proves each rule on a fixture that breaks it.
const APPS = '(shell|mf-[a-z-]+|functions)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-another-app',
      comment: 'A remote builds and deploys alone: it imports only shared-contracts and its own files.',
      severity: 'error',
      from: { path: '^(mf-[a-z-]+)/' },
      to: { path: `^${APPS}/`, pathNot: '^$1/' },
    },
    {
      name: 'shell-imports-an-app',
      comment: 'The shell loads remotes at run time (Module Federation), never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: `^${APPS}/`, pathNot: '^shell/' },
    },
    {
      name: 'contracts-import-an-app',
      comment: 'shared-contracts is what every app depends on; it depends on none of them.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: `^${APPS}/` },
    },
    {
      name: 'server-imports-an-app',
      comment: "The shop's server shares the contracts with the browser, nothing else.",
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: `^${APPS}/`, pathNot: '^functions/' },
    },
    {
      name: 'undeclared-dependency',
      comment: "A package uses only what its own package.json declares (tests run on the root's).",
      severity: 'error',
      from: { pathNot: '\\.test\\.tsx?$|/testing/|test-files\\.ts$|test-setup\\.tsx?$' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes the load order a matter of luck.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Builds are not sources; packages are checked where they are imported, not followed into.
    exclude: { path: '^[^/]+/(dist|lib|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
