import type { PlatformConfig } from 'shared-contracts';
import type { RuntimeConfig } from './runtime-config-schema';

/** What remotes may know of the runtime config: the catalog endpoint, the payment provider, the offer's end. */
export function platformConfigOf(config: RuntimeConfig): PlatformConfig {
  return {
    catalogApiUrl: config.catalogApiUrl,
    payment: config.payment,
    earlyBirdEndsAt: config.earlyBirdEndsAt,
  };
}
