import { CONTRACTS_VERSION } from 'shared-contracts';
import { isRecord } from '../util/is-record';
import { isCompatibleContracts } from './contracts-compatible';

/** What a remote's `mf-manifest.json` says about its build (rspack.base.ts writes both fields). */
export interface RemoteBuild {
  version?: string;
  contractsVersion?: string;
}

export interface FetchedManifest {
  /** The manifest as served: the federation runtime is given this same text, never a second request. */
  text: string;
  build: RemoteBuild;
}

/** The manifest could not be used: unreachable, an error status, or not a federation manifest. */
export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** A remote built against another contracts major: none of its code may run, or even be fetched. */
export const refusesBuild = (build: RemoteBuild) =>
  build.contractsVersion !== undefined && !isCompatibleContracts(CONTRACTS_VERSION, build.contractsVersion);

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** How every manifest is asked for: a redeploy at the same URL is picked up by the next load. */
export const MANIFEST_REQUEST: RequestInit = { cache: 'no-cache' };

/** Reads and checks one manifest; every way it can be unusable ends in a ManifestError. */
export async function fetchManifest(url: string, fetchImpl: typeof fetch = fetch): Promise<FetchedManifest> {
  let response: Response;
  try {
    response = await fetchImpl(url, MANIFEST_REQUEST);
  } catch (error) {
    throw new ManifestError(`${url} could not be fetched: ${String(error)}`);
  }
  return readManifest(url, response);
}

/** Checks a manifest's response; every way it can be unusable ends in a ManifestError. */
export async function readManifest(url: string, response: Response): Promise<FetchedManifest> {
  if (!response.ok) throw new ManifestError(`${url} answered ${response.status}`);
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ManifestError(`${url} is not JSON`);
  }
  if (!isRecord(json) || !isRecord(json.metaData) || !Array.isArray(json.exposes) || !Array.isArray(json.shared)) {
    throw new ManifestError(`${url} is not a federation manifest`);
  }
  const buildInfo = isRecord(json.metaData.buildInfo) ? json.metaData.buildInfo : {};
  return { text: body, build: { version: text(buildInfo.buildVersion), contractsVersion: text(buildInfo.contractsVersion) } };
}
