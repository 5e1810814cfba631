// The boot script: a few KB that start the route's requests while the shell's entry downloads (boot.ts), and on a
// rendered page start that entry once the page is painted (after-paint.ts).
import { startAfterPaint } from './after-paint';
import { boot } from './boot';
import { readCarriedData } from './carried-data';
import { openEarlyFetches } from './early-fetches';

// A rendered page's shell code waits for its first paint (after-paint.ts); any other page's is deferred as usual.
startAfterPaint(document, window);
const early = openEarlyFetches(window);
if (early) {
  const preload = ({ href, as }: { href: string; as: string }) => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', href, as });
    document.head.append(link);
  };
  // A server-rendered page carries its first view's data (its element is before this script): not asked again.
  const carried = new Set(Object.keys(readCarriedData(document)?.responses ?? {}));
  boot({ location, localStorage, sessionStorage, preload, carried }, early).catch(() => undefined);
}
