import { CONFIG_REQUEST, CONFIG_URL } from './config-request';
import { checkRuntimeConfig, type RuntimeConfig } from './runtime-config-schema';

export { DEFAULT_REMOTE_TIMEOUT_MS, type RuntimeConfig } from './runtime-config-schema';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Checks the shape the shell relies on; a broken config is reported, not half-used. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const checked = checkRuntimeConfig(value);
  if (!checked.ok) throw new ConfigError(`config.json ${checked.problem}`);
  return checked.config;
}


/** Reads `/config.json`; every way it can be unusable ends in a ConfigError. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(CONFIG_URL, CONFIG_REQUEST);
  } catch (error) {
    throw new ConfigError(`config.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON');
  }
  return parseRuntimeConfig(body);
}
