/** The runtime config (`/config.json`): one build of the shell serves every environment. */
export interface RuntimeConfig {
  /** Federation name of each remote to the URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
  catalogUrl: string;
  identity: { mode: 'emulator' | 'firebase'; emulatorUrl?: string; apiKey?: string; authDomain?: string; projectId: string };
  accountStore: { mode: 'embedded' | 'firestore'; collection?: string };
  payment: { provider: 'sandbox' | 'paystack'; publicKey?: string };
}

export class ConfigError extends Error {}

/** Checks the shape the shell relies on; a broken config is reported, not half-used. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const c = value as Partial<RuntimeConfig> | null;
  if (!c || typeof c !== 'object') throw new ConfigError('config.json is not an object');
  if (!c.remotes || typeof c.remotes !== 'object') throw new ConfigError('config.json has no remotes');
  for (const [name, url] of Object.entries(c.remotes)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new ConfigError(`remote ${name} has no manifest URL`);
  }
  if (typeof c.catalogUrl !== 'string') throw new ConfigError('config.json has no catalogUrl');
  return {
    remotes: c.remotes,
    catalogUrl: c.catalogUrl,
    identity: c.identity ?? { mode: 'emulator', projectId: 'demo-storefront' },
    accountStore: c.accountStore ?? { mode: 'embedded' },
    payment: c.payment ?? { provider: 'sandbox' },
  };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
