// The boot script: a few KB that start the route's requests while the shell's entry downloads (boot.ts).
import { boot } from './boot';
import { openEarlyFetches } from './early-fetches';

const early = openEarlyFetches(window);
if (early) {
  const preload = ({ href, as }: { href: string; as: string }) => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', href, as });
    document.head.append(link);
  };
  boot({ location, localStorage, sessionStorage, preload }, early).catch(() => undefined);
}
