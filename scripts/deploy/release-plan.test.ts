import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readProduction } from './firebase-json';
import { configPlan, DAY_MS, pruneReleases, remotePlan, shellPlan, type Release } from './release-plan';

const production = readProduction();
const NOW = Date.UTC(2026, 10, 24, 12);
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
const catalog = { dir: 'mf-catalog', federation: 'mf_catalog' };
const released = (entries: [string, number][]): Release[] => entries.map(([version, days]) => ({ version, publishedAt: daysAgo(days) }));

describe('pruneReleases: earlier versions stay online for pages that loaded them', () => {
  it('keeps the newest two beside the new one, and any published within 30 days', () => {
    const releases = released([['1.0.0', 90], ['1.1.0', 60], ['1.2.0', 45], ['1.3.0', 40], ['1.4.0', 10], ['1.5.0', 2]]);
    const { kept, removed } = pruneReleases(releases, { versions: 3, days: 30 }, NOW);
    expect(kept.map((r) => r.version)).toEqual(['1.5.0', '1.4.0']);
    expect(removed.map((r) => r.version)).toEqual(['1.3.0', '1.2.0', '1.1.0', '1.0.0']);
  });

  it('keeps a burst of releases within the window, however many', () => {
    const releases = released([['2.0.0', 5], ['2.0.1', 4], ['2.0.2', 3], ['2.0.3', 1]]);
    expect(pruneReleases(releases, { versions: 3, days: 30 }, NOW).removed).toEqual([]);
  });
});

describe('remotePlan', () => {
  const plan = (version: string, releases: Release[], first = false) => remotePlan({ app: catalog, version, releases, now: NOW, production, first });

  it('publishes under /<version>/ on the team’s own site, and says how the shop then switches to it', () => {
    expect(plan('1.3.0', released([['1.0.0', 90], ['1.1.0', 60], ['1.2.0', 5]]))).toEqual({
      app: 'mf-catalog',
      site: 'oja-express-catalog',
      version: '1.3.0',
      build: 'npx rspack build --mode production (in mf-catalog)',
      stage: 'deploy/sites/mf-catalog/1.3.0/',
      kept: ['1.2.0', '1.1.0'],
      removed: ['1.0.0'],
      deploy: 'npx firebase deploy --only hosting:mf-catalog --project oja-express',
      manifest: 'https://oja-express-catalog.web.app/1.3.0/mf-manifest.json',
      next: 'npm run deploy:config -- mf_catalog=1.3.0',
    });
  });

  it('never publishes a version twice: a published version never changes', () => {
    expect(() => plan('1.2.0', released([['1.2.0', 5]]))).toThrow('mf-catalog 1.2.0 is already published, and a published version never changes: raise the version in mf-catalog/package.json');
    expect(() => plan('v2', released([['1.2.0', 5]]))).toThrow('mf-catalog/package.json version "v2" is not a version such as 1.2.0');
  });

  it('refuses to publish over a site whose earlier versions it does not have, unless this is the first deploy', () => {
    expect(() => plan('1.0.0', [])).toThrow(/lists no earlier release\. Publishing replaces the whole site/);
    expect(plan('1.0.0', [], true)).toMatchObject({ kept: [], removed: [] });
  });
});

describe('shellPlan: the shell’s builds share its site’s root', () => {
  const build = (version: string, days: number, files: string[]): Release => ({ version, publishedAt: daysAgo(days), files });
  const releases = [
    build('build-a', 90, ['index.html', 'main.aaaaaaaa.js', '12.cccccccc.js']),
    build('build-b', 60, ['index.html', 'main.bbbbbbbb.js', '12.cccccccc.js']),
    build('build-c', 40, ['index.html', 'main.dddddddd.js', '13.eeeeeeee.js']),
  ];

  it("keeps the files of the builds kept, and drops only what no kept build uses", () => {
    const plan = shellPlan({ files: ['index.html', 'main.ffffffff.js', '13.eeeeeeee.js'], releases, now: NOW, production });
    expect(plan).toMatchObject({ site: 'oja-express', kept: ['build-c', 'build-b'], removed: ['build-a'], deploy: 'npx firebase deploy --only hosting:shell --project oja-express' });
    // 12.cccccccc.js is build-b's too; index.html and config.json are always there.
    expect(plan.dropped).toEqual(['main.aaaaaaaa.js']);
    expect(plan.version).toMatch(/^build-[0-9a-f]{8}$/);
  });

  it('knows a build by its files: the one already published is not published again', () => {
    const files = ['index.html', 'main.ffffffff.js'];
    const { version } = shellPlan({ files, releases, now: NOW, production });
    expect(() => shellPlan({ files, releases: [...releases, build(version, 1, files)], now: NOW, production })).toThrow(`This shell build (${version}) is the one published already: nothing to deploy`);
  });

  it('refuses to publish without the record of what the site serves, unless this is its first deploy', () => {
    expect(() => shellPlan({ files: ['index.html'], releases: [], now: NOW, production })).toThrow(/deploy\/releases\/shell\.json lists no earlier release/);
    expect(shellPlan({ files: ['index.html'], releases: [], now: NOW, production, first: true }).dropped).toEqual([]);
  });
});

describe('configPlan', () => {
  const releases = released([['1.0.0', 40], ['1.1.0', 3]]);
  it('points the shop at a published version, changing one entry of the config', () => {
    const plan = configPlan({ federation: 'mf_catalog', version: '1.1.0', dir: 'mf-catalog', releases, config: production.config, production });
    expect(plan.from).toBe('https://oja-express-catalog.web.app/1.0.0/mf-manifest.json');
    expect(plan.to).toBe('https://oja-express-catalog.web.app/1.1.0/mf-manifest.json');
    expect(plan.config).toEqual({ ...production.config, remotes: { ...(production.config.remotes as object), mf_catalog: plan.to } });
    expect(plan.deploy).toBe('npx firebase deploy --only hosting:shell --project oja-express');
  });

  it('rolls back the same way, and refuses a version that was never published', () => {
    expect(configPlan({ federation: 'mf_catalog', version: '1.0.0', dir: 'mf-catalog', releases, config: production.config, production }).to).toMatch(/\/1\.0\.0\//);
    expect(() => configPlan({ federation: 'mf_catalog', version: '9.9.9', dir: 'mf-catalog', releases, config: production.config, production })).toThrow(
      'mf-catalog 9.9.9 is not published (published: 1.0.0, 1.1.0): deploy it first with npm run deploy -w mf-catalog',
    );
  });
});

describe('deploy.ts --dry-run prints the plan and touches nothing', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    mkdirSync(path.join(dir, 'releases'), { recursive: true });
    writeFileSync(path.join(dir, 'releases/mf-account.json'), JSON.stringify(released([['0.9.0', 60], ['0.9.1', 50], ['0.9.2', 40]])));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const deploy = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['-r', path.join(__dirname, '../ts-require.cjs'), path.join(__dirname, 'deploy.ts'), ...args], { env: { ...process.env, DEPLOY_DIR: dir }, encoding: 'utf8' });
    return { status: result.status, out: result.stdout, err: result.stderr.trim() };
  };

  it("plans a remote's deploy from its package version and the releases kept", () => {
    const { status, out } = deploy('mf-account', '--dry-run');
    expect(status).toBe(0);
    expect(out).toContain('Publish mf-account 1.0.0 to Hosting site oja-express-account (dry run: nothing is built or uploaded)');
    expect(out).toMatch(/keep\s+0\.9\.2, 0\.9\.1\n/);
    expect(out).toMatch(/remove\s+0\.9\.0\n/);
    expect(out).toContain('npx firebase deploy --only hosting:mf-account --project oja-express');
  });

  it('refuses a first deploy that does not say so, and an unknown target', () => {
    expect(deploy('mf-checkout', '--dry-run')).toMatchObject({ status: 1, err: expect.stringContaining('pass --first for the first deploy of this site') });
    expect(deploy('mf-nothing', '--dry-run')).toMatchObject({ status: 1, err: 'Deploy what? shell, config, or a remote: mf-marketing, mf-catalog, mf-checkout, mf-account' });
  });

  it("plans the shell's config change", () => {
    const config = deploy('config', 'mf_account=0.9.2', '--dry-run');
    expect(config.status).toBe(0);
    expect(config.out).toContain('from     https://oja-express-account.web.app/1.0.0/mf-manifest.json');
    expect(config.out).toContain('to       https://oja-express-account.web.app/0.9.2/mf-manifest.json');
    expect(deploy('config', 'mf_account', '--dry-run')).toMatchObject({ status: 1, err: expect.stringContaining('Name a remote and a version, such as mf_catalog=1.2.0') });
  });
});
