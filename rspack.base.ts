import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { RouteDataTemplate } from 'shared-contracts/route-data';
import { SHELL_PAGE_PATH } from 'shared-contracts/server-render';
import { AFTER_PAINT_ATTRIBUTE } from './shell/src/boot/after-paint.ts';

/** Libraries there must be exactly one copy of on the page. */
const SHARED_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'mitt',
  'react-toastify',
  'shared-contracts',
] as const;

export interface AppOptions {
  /** Folder of the app (its package.json, src/ and public/). */
  dir: string;
  /** Federation name, e.g. `mf_marketing`. */
  name: string;
  /** Port of the dev server on 127.0.0.1. */
  port: number;
  /** Modules a remote exposes; the host exposes none. */
  exposes?: Record<string, string>;
  /** The host serves from `/` so deep links work behind the SPA fallback. */
  isHost?: boolean;
  /** The data each exposed screen asks for first, which the shell starts early (shared-contracts route-data.ts). */
  routeData?: Record<string, readonly RouteDataTemplate[]>;
  /**
   * The app's server entry (shared-contracts/server-render), built for Node beside its browser files: the
   * shell's renders the public routes' first view, a remote's renders its screens inside it.
   */
  serverEntry?: string;
}

const root = import.meta.dirname;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version: string; dependencies?: Record<string, string>; exports?: Record<string, string> };

/**
 * The UI kit's parts (shop-ui's exports), each a shared module of its own, so a route loads only the parts
 * it draws and each once. The tokens are a stylesheet every page links, and the gallery is QA's page.
 */
const UI_KIT_PARTS = Object.keys(readJson(path.join(root, 'shop-ui/package.json')).exports ?? {})
  .filter((entry) => !entry.endsWith('.css') && entry !== './gallery')
  .map((entry) => `shop-ui/${entry.slice(2)}`);

const SHARED_SINGLETONS: readonly string[] = [...SHARED_LIBRARIES, ...UI_KIT_PARTS];

/**
 * Every app provides react-router as the names the shop uses (scripts/federation), not the whole
 * library: a shared module cannot be tree-shaken, so whole it would cost every route 60 KB gzip.
 */
const ROUTER_SUBSET = path.join(root, 'scripts/federation/react-router-provided.ts');
const routerVersion = readJson(path.join(root, 'node_modules/react-router/package.json')).version;

/**
 * What the shell's start-up code imports (the bar, the not-found and remote-unavailable screens; the menus'
 * dialogs load when first opened): provided eagerly, from its entry chunk. A part the start-up imports that
 * is missing here stops the page (federation's RUNTIME-006), which the composition journey catches.
 */
const EAGER_IN_SHELL = new Set<string>([...SHARED_LIBRARIES.filter((lib) => lib !== 'react-toastify'), 'shop-ui/icons', 'shop-ui/button']);

/** The house's own packages are versioned by their package.json, not by the app's dependency on them. */
const WORKSPACE_PACKAGES = new Set(['shared-contracts', 'shop-ui']);

function shared(dir: string, isHost: boolean) {
  const deps = readJson(path.join(dir, 'package.json')).dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((lib) => {
      const pkg = lib.split('/')[0]!;
      const version = WORKSPACE_PACKAGES.has(pkg) ? readJson(path.join(root, pkg, 'package.json')).version : deps[pkg];
      const requiredVersion: string | false = version ? `^${version.replace(/^[\^~]/, '')}` : false;
      const config = { singleton: true, requiredVersion, eager: isHost && EAGER_IN_SHELL.has(lib) };
      return [lib, pkg.startsWith('react-router') ? { ...config, import: ROUTER_SUBSET, version: routerVersion } : config];
    }),
  );
}

/** The dev server of the shell answers /config.json from the file `npm run dev` writes. */
function serveRuntimeConfig<M extends unknown[]>(middlewares: M): M {
  const file = process.env.SHOP_CONFIG_FILE ?? path.join(root, '.stack/config.json');
  middlewares.unshift({
    name: 'runtime-config',
    path: '/config.json',
    middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(readFileSync(file, 'utf8'));
    },
  });
  return middlewares;
}

/** File name of the script that lends a remote running alone the federation runtime. */
const RUNTIME_SCRIPT = 'federation-runtime.js';

/**
 * The one factory every app's rspack.config.ts calls. A remote gets two builds: itself (its
 * remoteEntry borrows the host's federation runtime, so every route ships one copy), and the small
 * script that provides that runtime on the remote's own QA page. The shell gets two as well: itself,
 * and its boot script.
 */
export function createAppConfig(options: AppOptions, env: { mode?: string } = {}): Configuration | Configuration[] {
  const app = appConfig(options, env);
  const server = options.serverEntry ? [serverConfig(options, app)] : [];
  if (options.isHost) return [{ ...app, name: options.name }, bootConfig(options, app.mode), ...server];
  const runtime: Configuration = {
    name: 'federation-runtime',
    dependencies: [options.name],
    context: options.dir,
    mode: app.mode,
    devtool: false,
    entry: { runtime: path.join(root, 'scripts/federation/provide-runtime.ts') },
    output: { path: path.join(options.dir, 'dist'), filename: RUNTIME_SCRIPT, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
  };
  return [{ ...app, name: options.name }, runtime, ...server];
}

/**
 * The federation plugins name the runtime's packages by the files `require.resolve` finds: their CommonJS
 * builds, which cannot be tree-shaken. Each is pointed at its ES module beside it, whose own imports then
 * resolve as modules too: 6 KB gzip less in the shell's entry and in every remote's entry.
 */
const requireFrom = createRequire(import.meta.url);
const FEDERATION_AS_MODULES = Object.fromEntries(
  ['runtime', 'runtime-tools', 'webpack-bundler-runtime', 'inject-external-runtime-core-plugin'].map((pkg) => {
    const commonJs = requireFrom.resolve(`@module-federation/${pkg}`);
    return [`${commonJs}$`, commonJs.replace(/\.cjs$/, '.js')];
  }),
);

const BROWSERS = 'chrome >= 100, firefox >= 100, safari >= 15';

/** File name of the shell's boot script (shell/src/boot), which index.html loads before the entry. */
const BOOT_SCRIPT = 'boot.js';

/**
 * The shell's boot script is a build of its own: a few KB with no federation runtime, so it runs while
 * the shell's entry still downloads and starts the route's requests early.
 */
function bootConfig(options: AppOptions, mode: Configuration['mode']): Configuration {
  return {
    name: 'boot',
    dependencies: [options.name],
    context: options.dir,
    mode,
    devtool: false,
    entry: { boot: './src/boot/index.ts' },
    output: { path: path.join(options.dir, 'dist'), filename: BOOT_SCRIPT, clean: false },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, env: { targets: BROWSERS } },
        },
      ],
    },
  };
}

/**
 * The server entry: one CommonJS file at `dist/server/entry.cjs` (SERVER_ENTRY_PATH), published with the
 * browser files. The shell's bundles what it renders with and hands it on as `shared`; a remote's takes the
 * shared singletons from it, as in the browser, so one React renders the whole page. CSS modules give the
 * browser build's class names (same uniqueName, paths and ids) and no CSS; assets name the browser build's
 * files, under the public path the renderer sets.
 */
const SERVER_PUBLIC_PATH = path.join(root, 'scripts/federation/server-public-path.ts');

function serverConfig(options: AppOptions, app: Configuration): Configuration {
  // Node's syntax, and no Fast Refresh (a dev server's browser-only transform).
  const serverSwc = { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, env: { targets: 'node 20' } };
  const rules = app.module!.rules!.map((rule) => {
    if (!rule || typeof rule !== 'object') return rule;
    if (rule.type === 'asset/resource') return { ...rule, generator: { emit: false } };
    return rule.loader === 'builtin:swc-loader' ? { ...rule, options: serverSwc } : rule;
  });
  return {
    name: `${options.name}-server`,
    dependencies: [options.name],
    context: options.dir,
    mode: app.mode,
    target: 'node20',
    devtool: false,
    // A remote's assets are its browser files, wherever its entry was loaded from (server-public-path.ts).
    entry: { entry: [...(options.isHost ? [] : [SERVER_PUBLIC_PATH]), options.serverEntry!] },
    node: { __filename: false, __dirname: false },
    output: {
      path: path.join(options.dir, 'dist/server'),
      filename: 'entry.cjs',
      cssFilename: 'entry.css',
      library: { type: 'commonjs2', export: 'default' },
      publicPath: options.isHost ? '/' : '',
      uniqueName: options.name,
      assetModuleFilename: app.output!.assetModuleFilename,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: options.isHost ? undefined : [...SHARED_SINGLETONS],
    resolve: app.resolve,
    module: {
      parser: app.module!.parser,
      // Every style the entry's modules import, in one file beside it: the render function inlines the rules a page uses.
      generator: { 'css/module': { exportsOnly: false }, css: { exportsOnly: false } },
      rules,
    },
    // One file: what the browser loads lazily (the footer, the drawers) is in it, so a render needs no other request.
    plugins: [app.plugins!.find((plugin) => plugin instanceof rspack.DefinePlugin)!, new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}

/**
 * The rendered pages' template (SHELL_PAGE_PATH) marks the shell's start-up scripts and stylesheet instead of
 * deferring or blocking on them: the page carries the rules its first view uses, and the boot script starts the
 * rest once that view is painted (shell/src/boot/after-paint.ts). The stylesheet is preloaded meanwhile.
 */
const startAfterPaint = {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartAfterPaint', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartAfterPaint', (data) => {
        if (data.outputName !== SHELL_PAGE_PATH) return data;
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          Object.assign(tag.attributes, { type: 'text/plain', [AFTER_PAINT_ATTRIBUTE]: true });
        }
        for (const tag of data.assetTags.styles) Object.assign(tag.attributes, { rel: 'preload', as: 'style', [AFTER_PAINT_ATTRIBUTE]: true });
        return data;
      });
    });
  },
};

function appConfig(options: AppOptions, env: { mode?: string }): Configuration {
  const { dir, name, port, exposes, isHost = false, routeData } = options;
  const production = (env.mode ?? process.env.NODE_ENV) === 'production';
  const dev = !production;
  const contractsVersion = readJson(path.join(root, 'shared-contracts/package.json')).version;
  const appVersion = readJson(path.join(dir, 'package.json')).version;

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: { keep: isHost ? BOOT_SCRIPT : RUNTIME_SCRIPT },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
      // react-router 7's package exports point only at its development build; use the production one.
      // `react-router-full` is the library itself, for the subset the apps share (ROUTER_SUBSET).
      alias: {
        ...FEDERATION_AS_MODULES,
        'react-router-full$': path.join(root, `node_modules/react-router/dist/${production ? 'production' : 'development'}/index.mjs`),
        ...(production
          ? {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      // `import styles from './X.module.css'` everywhere, as in jest.
      parser: { 'css/module': { namedExports: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
            env: { targets: BROWSERS },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __CONTRACTS_VERSION__: JSON.stringify(contractsVersion),
        __APP_VERSION__: JSON.stringify(appVersion),
      }),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        // The shell provides what start-up runs from its entry chunk: it arrives with it rather than
        // one request later (react-toastify, used only by lazy code, stays a chunk of its own).
        shared: shared(dir, isHost),
        // The manifest names the contracts the remote was built against: the shell refuses another
        // major before running any of its code, and the debug overlay shows it. It also names the
        // data each screen asks for first, which the shell's boot script starts early.
        manifest: {
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData.buildInfo, { contractsVersion, ...(routeData ? { routeData } : {}) });
          },
        },
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: {
          // Remotes use the runtime the host provides instead of shipping their own copy.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // A remote loads no other remote and reads no manifest: its bundler runtime leaves that code out.
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
        },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'public/index.html'),
        // Every page is served from its origin's root (deep links such as /products/x included), so
        // its scripts are too; chunks then resolve 'auto' from the entry script's own URL.
        publicPath: '/',
        // On a remote's own page the runtime script runs before its entry.
        ...(isHost ? {} : { templateParameters: { runtimeScript: `<script src="/${RUNTIME_SCRIPT}"></script>` } }),
      }),
      // The shell's page again under the name Hosting and the render function know it by (SHELL_PAGE_PATH).
      ...(isHost ? [new rspack.HtmlRspackPlugin({ template: path.join(dir, 'public/index.html'), publicPath: '/', filename: SHELL_PAGE_PATH }), startAfterPaint] : []),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
      ...(dev ? [new ReactRefreshRspackPlugin()] : []),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    // Lazy compilation answers a remote's chunks only after a trigger request to its own server,
    // which a host page on another origin does not send: compile everything up front.
    lazyCompilation: false,
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT) || port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
      allowedHosts: 'all',
      ...(isHost ? { setupMiddlewares: serveRuntimeConfig } : {}),
    },
  };
}
