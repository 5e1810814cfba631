// The rules of the house, checked by a tool in `npm test` (npm run lint:deps): a remote imports only
// shared-contracts, the UI kit (shop-ui) and itself, the kit imports nothing of the shop, the shell imports
// no remote, the contracts import no app, each package uses only what its own package.json declares, the server's folders import in layers (SERVER_LAYERS), and
// nothing imports in a circle. A broken rule fails the run; scripts/boundaries/boundaries.test.ts proves
// each rule on a fixture that breaks it.
const APPS = '(shell|mf-[a-z-]+|functions|catalog-service)';

// The server's folders in layers, following the order's life: a folder imports only folders of lower
// layers (its own files freely), so no two folders import each other, even through others. Orders own
// their status changes, paid included; payments only verify charges. A new folder takes its place here.
const SERVER_LAYERS = [
  ['http', 'images', 'catalog', 'render'],
  ['app'],
  ['accounts', 'reviews', 'stock', 'listings', 'early-bird'],
  ['payments'],
  ['orders'],
  ['courier'],
];
const serverFolder = (folders) => `^functions/src/(${folders.join('|')})/`;
const SERVER_TESTS = '\\.test\\.ts$|^functions/src/testing/';
const serverLayerRules = SERVER_LAYERS.map((layer, i) => ({
  name: 'server-folders-in-layers',
  comment: `${layer.join(', ')} may import only ${SERVER_LAYERS.slice(0, i).flat().join(', ') || 'no other folder'}.`,
  severity: 'error',
  from: { path: serverFolder(layer), pathNot: SERVER_TESTS },
  to: { path: serverFolder(SERVER_LAYERS.slice(i).flat()), pathNot: '^functions/src/$1/' },
}));

// Inside a remote (its src/), a folder is a feature unless it is one of these: what features share, the
// remote's client of the shop's server, styles and assets, test helpers, and the two roots that compose the
// features (expose/ for the shell, harness/ for QA). A feature imports no other feature, and what features
// share imports none, so a feature can be changed, moved or deleted alone. Tests may reach further.
const SHARED_IN_REMOTE = ['shared', 'server', 'styles', 'assets', 'testing'];
const ROOTS_IN_REMOTE = ['expose', 'harness'];
const notIn = (folders) => `(?!(?:${folders.join('|')})/)`;
const REMOTE_TESTS = '\\.test\\.[jt]sx?$|/testing/|test-setup\\.tsx?$';

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
      name: 'ui-kit-imports-the-shop',
      comment: 'shop-ui draws what it is given: it imports no app and no contracts, so every app and the contracts may use it.',
      severity: 'error',
      from: { path: '^shop-ui/' },
      to: { path: `^(${APPS.slice(1, -1)}|shared-contracts)/` },
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
      name: 'feature-imports-another-feature',
      comment: `A feature of a remote imports only its own files and ${SHARED_IN_REMOTE.join(', ')}; what two features need is shared.`,
      severity: 'error',
      from: { path: `^(mf-[a-z-]+)/src/${notIn([...SHARED_IN_REMOTE, ...ROOTS_IN_REMOTE])}([^/]+)/`, pathNot: REMOTE_TESTS },
      to: { path: `^$1/src/${notIn(SHARED_IN_REMOTE)}[^/]+/`, pathNot: '^$1/src/$2/' },
    },
    {
      name: 'shared-imports-a-feature',
      comment: `What a remote's features share (${SHARED_IN_REMOTE.join(', ')}) imports no feature and no root.`,
      severity: 'error',
      from: { path: `^(mf-[a-z-]+)/src/(${SHARED_IN_REMOTE.join('|')})/`, pathNot: REMOTE_TESTS },
      to: { path: `^$1/src/${notIn(SHARED_IN_REMOTE)}[^/]+/` },
    },
    ...serverLayerRules,
    {
      name: 'server-folder-without-a-layer',
      comment: 'Every folder of the server has its layer in SERVER_LAYERS.',
      severity: 'error',
      from: { path: '^functions/src/[^/]+/', pathNot: `${serverFolder(SERVER_LAYERS.flat().concat('testing'))}|${SERVER_TESTS}` },
      to: { path: '^functions/src/[^/]+/' },
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
