// The boot script: a few KB that start the route's requests while the shell's entry downloads (boot.ts).
import { boot } from './boot';
import { readCarriedData } from './carried-data';
import { openEarlyFetches } from './early-fetches';

const early = openEarlyFetches(window);
if (early) {
  // A page whose first view came as HTML (its route data element is before this script) is drawn already: the
  // route's files are for hydrating it, so they give the link to its pictures (the largest paint) first.
  const carried = readCarriedData(document);
  const preload = ({ href, as }: { href: string; as: string }) => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', href, as, fetchPriority: carried ? 'low' : 'auto' });
    document.head.append(link);
  };
  boot({ location, localStorage, sessionStorage, preload, carried: new Set(Object.keys(carried?.responses ?? {})) }, early).catch(() => undefined);
}
