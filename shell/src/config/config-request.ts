// Apart from the config's schema, so the boot script can ask for the config without shipping its check.
export const CONFIG_URL = '/config.json';
/** Never a cached copy: the config is how a redeploy or a rollback reaches the page. */
export const CONFIG_REQUEST: RequestInit = { cache: 'no-store' };
