// firebase.json and .firebaserc, generated from deploy/production.json and the header rules the local
// stack serves (scripts/stack/site-headers.ts), so production's headers are the ones the journeys
// prove. `npm run deploy:firebase-json` (this file run as a script) writes both; a test fails when the
// committed files differ.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../stack/apps';
import { configProblem } from '../stack/runtime-config';
import { functionsRuntime } from './functions-runtime';
import { SHELL_PAGE_PATH } from 'shared-contracts/server-render';
import { renderedPageGlobs } from '../stack/rendered-pages';
import { siteRules } from '../stack/site-headers';

/** deploy/production.json: where and how the shop is deployed. */
export interface Production {
  project: string;
  shellOrigin: string;
  sites: Record<string, string>;
  keep: { versions: number; days: number };
  config: Record<string, unknown>;
}

export const PRODUCTION_FILE = path.join(ROOT, 'deploy/production.json');
/** Where a deploy assembles each site's files (the shell with its config.json, each remote's kept versions). */
const SITES_DIR = 'deploy/sites';
/**
 * Never uploaded: source maps stay with the release on the deploy machine (deploy/sites is kept between
 * deploys), so stack traces can be mapped without publishing the source.
 */
const IGNORE = ['firebase.json', '**/.*', '**/node_modules/**', '**/*.map'];

export class DeployConfigError extends Error {
  override name = 'DeployConfigError';
}

/**
 * deploy/production.json (or `file`), checked: the project, the shell's public origin, a Hosting site for
 * every app, how many versions of a remote stay published, and the production runtime config. Throws
 * DeployConfigError naming what is wrong.
 */
export function readProduction(file = PRODUCTION_FILE): Production {
  const production = JSON.parse(fs.readFileSync(file, 'utf8'));
  const where = path.relative(ROOT, file);
  if (typeof production.project !== 'string' || !/^[a-z0-9-]{6,30}$/.test(production.project)) {
    throw new DeployConfigError(`${where}: project must be a Firebase project id`);
  }
  let origin: string | null = null;
  try {
    origin = new URL(production.shellOrigin).origin;
  } catch {
    // reported below
  }
  if (origin === null || origin !== production.shellOrigin || !origin.startsWith('https://')) {
    throw new DeployConfigError(`${where}: shellOrigin must be the https origin shoppers open, such as https://oja-express.web.app`);
  }
  for (const app of APPS) {
    if (typeof production.sites?.[app.dir] !== 'string') throw new DeployConfigError(`${where}: sites.${app.dir} must name its Hosting site`);
  }
  const { versions, days } = production.keep ?? {};
  if (!(Number.isInteger(versions) && versions >= 2 && Number.isInteger(days) && days >= 1)) {
    throw new DeployConfigError(`${where}: keep must say how many versions (at least 2) and for how many days a remote's files stay`);
  }
  const problem = configProblem(production.config);
  if (problem) throw new DeployConfigError(`${where}: config: ${problem}`);
  return production;
}

/**
 * The shop's catalog endpoint behind the shell's own origin: Hosting's CDN keeps each answer for as long as
 * its Cache-Control says, so a repeated query never reaches the function, and the page asks its own origin.
 */
export const CATALOG_API_REWRITE = { source: '/api/catalog/**', function: { functionId: 'catalog', region: 'us-central1' } };

/**
 * The public routes whose first view the server renders (the route table's `firstViewOnServer`): Hosting asks
 * the render function, and its CDN keeps each page as long as the function's Cache-Control says.
 */
export const RENDER_REWRITES = renderedPageGlobs().map((source) => ({ source, function: { functionId: 'render', region: 'us-central1' } }));

/** firebase.json: a Hosting target per app with its headers, the functions and the Firestore rules. */
export function firebaseJson(production: Production) {
  return {
    hosting: APPS.map((app) => {
      const shell = app.federation === null;
      // Remotes are loaded by the shop's page only: CORS names the shell's origin.
      const rules = siteRules(shell ? 'shell' : 'remote', production.config, { corsOrigin: production.shellOrigin, selfOrigin: production.shellOrigin });
      return {
        target: app.dir,
        public: `${SITES_DIR}/${app.dir}`,
        ignore: IGNORE,
        // The catalog endpoint first, then the rendered pages; every other path of the shop is its page (deep
        // links). Existing files, config.json included, come before any rewrite.
        ...(shell ? { rewrites: [CATALOG_API_REWRITE, ...RENDER_REWRITES, { source: '**', destination: `/${SHELL_PAGE_PATH}` }] } : {}),
        headers: rules.map((rule) => ({ regex: rule.regex, headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })) })),
      };
    }),
    functions: [
      {
        source: 'functions',
        codebase: 'default',
        runtime: functionsRuntime(),
        ignore: ['node_modules', 'src', 'rspack.config.*', 'tsconfig.json', '*.log'],
        predeploy: ['npm run build -w functions'],
      },
    ],
    firestore: { rules: 'firestore.rules' },
  };
}

/** .firebaserc: the project, and which Hosting site each target deploys to. */
export function firebaserc(production: Production) {
  return {
    projects: { default: production.project },
    targets: { [production.project]: { hosting: Object.fromEntries(APPS.map((app) => [app.dir, [production.sites[app.dir]]])) } },
  };
}

const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Both files as they must read for this production description. */
export function generatedFiles(production = readProduction()): Record<string, string> {
  return { 'firebase.json': asFile(firebaseJson(production)), '.firebaserc': asFile(firebaserc(production)) };
}

// Run as a script (the require hook keeps CommonJS's entry module), not imported.
if (require.main === module) {
  for (const [name, text] of Object.entries(generatedFiles())) fs.writeFileSync(path.join(ROOT, name), text);
  console.log('Wrote firebase.json and .firebaserc from deploy/production.json');
}
