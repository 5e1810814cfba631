// One team's deploy: `npm run deploy -w mf-catalog` publishes that remote's build under /<version>/ on its
// own Hosting site, keeping earlier versions online; `npm run deploy:config -- mf_catalog=1.2.0` points the
// shop at a published version (or back at an earlier one); `npm run deploy -w shell` publishes the shell
// with its config.json. `--dry-run` prints the plan and touches nothing: these machines cannot reach Google.
//
// Kept between deploys (a CI cache): deploy/sites/ (what each site serves) and deploy/releases/ (what was
// published when). Without them a deploy would drop every earlier version from the site, so it refuses.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, type Remote } from '../stack/apps';
import { DeployConfigError, PRODUCTION_FILE, readProduction, type Production } from './firebase-json';
import { configPlan, PlanError, remotePlan, shellPlan, type Release } from './release-plan';
import { stageRemote, stageShell, writeShellConfig } from './stage';
import { SHELL_PAGE_PATH } from 'shared-contracts/server-render';

interface Options {
  dryRun: boolean;
  first: boolean;
  production: Production;
  productionFile: string;
  now: number;
}

const DEPLOY_DIR = process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy');
const releasesFile = (dir: string) => path.join(DEPLOY_DIR, 'releases', `${dir}.json`);
const readReleases = (dir: string): Release[] => (fs.existsSync(releasesFile(dir)) ? JSON.parse(fs.readFileSync(releasesFile(dir), 'utf8')) : []);
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** Runs a command in the project, stopping the deploy when it fails. */
function run(command: string, args: string[], cwd = ROOT) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new PlanError(`${command} ${args.join(' ')} failed`);
}

function printPlan(title: string, rows: [label: string, value: string | string[]][]) {
  console.log(title);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(8)} ${Array.isArray(value) ? value.join(', ') || 'none' : value}`);
}

function deployRemote(app: Remote, { dryRun, first, production, now }: Options) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'package.json'), 'utf8'));
  const releases = readReleases(app.dir);
  const plan = remotePlan({ app, version, releases, now, production, first });
  printPlan(`Publish ${app.dir} ${version} to Hosting site ${plan.site}${dryRun ? ' (dry run: nothing is built or uploaded)' : ''}`, [
    ['build', plan.build],
    ['stage', plan.stage],
    ['keep', plan.kept],
    ['remove', plan.removed],
    ['upload', plan.deploy],
    ['manifest', plan.manifest],
    ['then', `${plan.next} (until then the shop keeps its current version)`],
  ]);
  if (dryRun) return;
  run('npx', ['rspack', 'build', '--mode', 'production'], path.join(ROOT, app.dir));
  const site = path.join(DEPLOY_DIR, 'sites', app.dir);
  const attic = path.join(DEPLOY_DIR, 'attic', app.dir);
  stageRemote({ distDir: path.join(ROOT, app.dir, 'dist'), siteDir: site, version });
  // Removed versions wait aside until the upload succeeds, and come back if it does not.
  fs.mkdirSync(attic, { recursive: true });
  const aside = plan.removed.filter((v) => fs.existsSync(path.join(site, v)));
  for (const v of aside) fs.renameSync(path.join(site, v), path.join(attic, v));
  try {
    run('npx', plan.deploy.split(' ').slice(1));
  } catch (error) {
    fs.rmSync(path.join(site, version), { recursive: true, force: true });
    for (const v of aside) fs.renameSync(path.join(attic, v), path.join(site, v));
    throw error;
  }
  fs.rmSync(attic, { recursive: true, force: true });
  const kept = releases.filter((r) => plan.kept.includes(r.version));
  writeJson(releasesFile(app.dir), [...kept, { version, publishedAt: new Date(now).toISOString() }]);
  console.log(`Published. Point the shop at it: ${plan.next}`);
}

/** Every file of a folder, relative to it. */
const filesOf = (folder: string) =>
  fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(folder, f)).isFile()).map((f) => f.split(path.sep).join('/'));

/** The shell's site: its build beside the files of the builds kept (a page open on one still loads its chunks), and config.json. */
function deployShell({ dryRun, first, production, now }: Options) {
  const dist = path.join(ROOT, 'shell', 'dist');
  if (!dryRun) run('npx', ['rspack', 'build', '--mode', 'production'], path.join(ROOT, 'shell'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new PlanError('shell/dist has no build to plan from: npm run build -w shell');
  const releases = readReleases('shell');
  const plan = shellPlan({ files: filesOf(dist), releases, now, production, first });
  printPlan(`Publish the shell (${plan.version}, as shell/dist holds it) to Hosting site ${plan.site}${dryRun ? ' (dry run: nothing is built or uploaded)' : ''}`, [
    ['stage', 'deploy/sites/shell/ with config.json from deploy/production.json'],
    ['keep', plan.kept],
    ['remove', `${plan.removed.join(', ') || 'none'} (${plan.dropped.length} files no kept build uses)`],
    ['upload', plan.deploy],
  ]);
  if (dryRun) return;
  const site = path.join(DEPLOY_DIR, 'sites', 'shell');
  const attic = path.join(DEPLOY_DIR, 'attic', 'shell');
  const before = new Set(fs.existsSync(site) ? filesOf(site) : []);
  stageShell({ distDir: dist, siteDir: site, config: production.config });
  for (const file of plan.dropped.filter((f) => before.has(f))) {
    fs.mkdirSync(path.dirname(path.join(attic, file)), { recursive: true });
    fs.renameSync(path.join(site, file), path.join(attic, file));
  }
  try {
    run('npx', plan.deploy.split(' ').slice(1));
  } catch (error) {
    // The new build's files stay staged (they are hashed: harmless); the dropped ones come back.
    for (const file of plan.dropped.filter((f) => before.has(f))) fs.renameSync(path.join(attic, file), path.join(site, file));
    throw error;
  }
  fs.rmSync(attic, { recursive: true, force: true });
  const kept = releases.filter((r) => plan.kept.includes(r.version));
  writeJson(releasesFile('shell'), [...kept, { version: plan.version, publishedAt: new Date(now).toISOString(), files: filesOf(dist) }]);
}

function deployConfig(assignment: string | undefined, { dryRun, production, productionFile }: Options) {
  const [federation, version] = assignment?.split('=') ?? [];
  const app = REMOTES.find((a) => a.federation === federation);
  if (!app || !version) throw new PlanError(`Name a remote and a version, such as mf_catalog=1.2.0 (remotes: ${REMOTES.map((a) => a.federation).join(', ')})`);
  const plan = configPlan({ federation: app.federation, version, dir: app.dir, releases: readReleases(app.dir), config: production.config, production });
  printPlan(`Point the shop's ${federation} at ${version}${dryRun ? ' (dry run: nothing is changed or uploaded)' : ''}`, [
    ['from', plan.from ?? 'none'],
    ['to', plan.to],
    ['upload', `${plan.deploy} (config.json; the shell's files as they are)`],
  ]);
  if (dryRun) return;
  const site = path.join(DEPLOY_DIR, 'sites', 'shell');
  if (!fs.existsSync(path.join(site, SHELL_PAGE_PATH))) throw new PlanError('deploy/sites/shell has no shell: run npm run deploy -w shell first');
  writeShellConfig(site, plan.config);
  run('npx', plan.deploy.split(' ').slice(1));
  writeJson(productionFile, { ...production, config: plan.config });
}

function main(argv: string[]) {
  const [target, ...rest] = argv;
  const dryRun = rest.includes('--dry-run');
  const productionFile = process.env.DEPLOY_PRODUCTION ?? PRODUCTION_FILE;
  const production = readProduction(productionFile);
  const options: Options = { dryRun, first: rest.includes('--first'), production, productionFile, now: Date.now() };
  if (target === 'config') return deployConfig(rest.find((a) => !a.startsWith('--')), options);
  if (target === 'shell') return deployShell(options);
  const app = REMOTES.find((a) => a.dir === target);
  if (!app) throw new PlanError(`Deploy what? shell, config, or a remote: ${REMOTES.map((a) => a.dir).join(', ')}`);
  return deployRemote(app, options);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof PlanError || error instanceof DeployConfigError ? error.message : error);
  process.exit(1);
}
