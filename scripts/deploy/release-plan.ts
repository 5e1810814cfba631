// What a deploy does, decided before anything is built or uploaded: which site, which version, which
// earlier versions stay published and which go. Pure: `deploy.ts --dry-run` prints it, the tests check it.
//
// Firebase Hosting publishes a whole folder as the site, so a version kept online is a version kept in
// that folder (deploy/sites/<app>/, which the deploy machine keeps between deploys). A shopper whose page
// loaded an earlier version still fetches that version's chunks, so earlier versions stay: the newest
// `keep.versions` and any published within `keep.days`.

import { createHash } from 'node:crypto';
import type { Production } from './firebase-json';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Release {
  version: string;
  publishedAt: string;
  /** The shell's releases list their files (its builds share the site's root). */
  files?: string[];
}

/** The part of deploy/production.json a plan reads. */
type ProductionPart = Pick<Production, 'project' | 'sites' | 'keep'>;

export class PlanError extends Error {
  override name = 'PlanError';
}

/**
 * Which releases stay published beside the new one, newest first.
 * @param releases earlier releases, any order
 */
export function pruneReleases(releases: Release[], keep: Production['keep'], now: number): { kept: Release[]; removed: Release[] } {
  const newest = [...releases].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const recent = (r: Release) => now - Date.parse(r.publishedAt) < keep.days * DAY_MS;
  // The new release is one of the `keep.versions`.
  const kept = newest.filter((r, i) => i < keep.versions - 1 || recent(r));
  return { kept, removed: newest.filter((r) => !kept.includes(r)) };
}

/**
 * Publishing a remote's build at its package version, under /<version>/ on its own site.
 * @param input first: the site has never been deployed (nothing earlier to keep)
 */
export function remotePlan({
  app,
  version,
  releases,
  now,
  production,
  first = false,
}: {
  app: { dir: string; federation: string };
  version: string;
  releases: Release[];
  now: number;
  production: ProductionPart;
  first?: boolean;
}) {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new PlanError(`${app.dir}/package.json version "${version}" is not a version such as 1.2.0`);
  if (releases.some((r) => r.version === version)) {
    throw new PlanError(`${app.dir} ${version} is already published, and a published version never changes: raise the version in ${app.dir}/package.json`);
  }
  if (releases.length === 0 && !first) throw noRecord(app.dir);
  const site = production.sites[app.dir];
  const { kept, removed } = pruneReleases(releases, production.keep, now);
  const manifest = `https://${site}.web.app/${version}/mf-manifest.json`;
  return {
    app: app.dir,
    site,
    version,
    build: `npx rspack build --mode production (in ${app.dir})`,
    stage: `deploy/sites/${app.dir}/${version}/`,
    kept: kept.map((r) => r.version),
    removed: removed.map((r) => r.version),
    deploy: `npx firebase deploy --only hosting:${app.dir} --project ${production.project}`,
    manifest,
    // The shop keeps using the previous version until the config names this one.
    next: `npm run deploy:config -- ${app.federation}=${version}`,
  };
}

/** The refusal when the deploy machine has no record of what its site serves. */
const noRecord = (dir: string) =>
  new PlanError(
    `deploy/releases/${dir}.json lists no earlier release. Publishing replaces the whole site, so pages open on an earlier version would lose its chunks: ` +
      'restore deploy/ from the last deploy (a CI cache keeps it), or pass --first for the first deploy of this site',
  );

/**
 * Publishing the shell's build: its files at the site's root beside those of the builds kept (a page open on
 * one of them still loads its lazy chunks), and config.json. A build is known by its files' names (hashed).
 * @param input files: the new build's files, relative to its folder
 */
export function shellPlan({
  files,
  releases,
  now,
  production,
  first = false,
}: {
  files: string[];
  releases: Release[];
  now: number;
  production: ProductionPart;
  first?: boolean;
}) {
  if (releases.length === 0 && !first) throw noRecord('shell');
  const id = `build-${createHash('sha1').update([...files].sort().join('\n')).digest('hex').slice(0, 8)}`;
  if (releases.at(-1)?.version === id) throw new PlanError(`This shell build (${id}) is the one published already: nothing to deploy`);
  const { kept, removed } = pruneReleases(releases, production.keep, now);
  const wanted = new Set([...files, 'config.json', ...kept.flatMap((r) => r.files ?? [])]);
  const dropped = [...new Set(removed.flatMap((r) => r.files ?? []))].filter((f) => !wanted.has(f)).sort();
  return {
    site: production.sites.shell,
    version: id,
    kept: kept.map((r) => r.version),
    removed: removed.map((r) => r.version),
    dropped,
    deploy: `npx firebase deploy --only hosting:shell --project ${production.project}`,
  };
}

/** Pointing the shop at a published version of a remote (or back at an earlier one: a rollback). */
export function configPlan({
  federation,
  version,
  dir,
  releases,
  config,
  production,
}: {
  federation: string;
  version: string;
  dir: string;
  releases: Release[];
  config: { remotes?: Record<string, string> } & Record<string, unknown>;
  production: Pick<ProductionPart, 'project' | 'sites'>;
}) {
  if (!releases.some((r) => r.version === version)) {
    const known = releases.map((r) => r.version).join(', ') || 'none';
    throw new PlanError(`${dir} ${version} is not published (published: ${known}): deploy it first with npm run deploy -w ${dir}`);
  }
  const manifest = `https://${production.sites[dir]}.web.app/${version}/mf-manifest.json`;
  return {
    remote: federation,
    from: config.remotes?.[federation] ?? null,
    to: manifest,
    config: { ...config, remotes: { ...config.remotes, [federation]: manifest } },
    deploy: `npx firebase deploy --only hosting:shell --project ${production.project}`,
  };
}
