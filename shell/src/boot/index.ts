// The boot script: a few KB that start the route's requests while the shell's entry downloads (boot.ts); on a
// rendered page both wait until its first view is on screen (after-paint.ts).
import { startAfterPaint } from './after-paint';
import { boot } from './boot';
import { readCarriedData } from './carried-data';
import { openEarlyFetches } from './early-fetches';

const early = openEarlyFetches(window);
const startBoot = () => {
  if (!early) return;
  const preload = ({ href, as }: { href: string; as: string }) => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', href, as });
    document.head.append(link);
  };
  // A server-rendered page carries its first view's data (its element is before this script): not asked again.
  const carried = new Set(Object.keys(readCarriedData(document)?.responses ?? {}));
  boot({ location, localStorage, sessionStorage, preload, carried }, early).catch(() => undefined);
};
// A rendered page's first view needs nothing boot asks for, and the remote's manifest is a new connection that
// would share the network with the view's pictures: asked once the view is shown, beside the shell's entry.
if (!startAfterPaint(document, window, startBoot)) startBoot();
