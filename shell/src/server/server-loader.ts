import type { ComponentType } from 'react';
import type { ScreenLoader } from '../federation/remote-loader-context';
import type { RemoteScreenModule } from '../federation/load-remote-screen';

/** A screen that throws on the server: its area's Suspense boundary is then left to the browser (RemoteScreen). */
const leftToBrowser = (reason: string): RemoteScreenModule => {
  const Unrendered: ComponentType = () => {
    throw new Error(reason);
  };
  return { default: Unrendered, contractsVersion: '' };
};

/**
 * The screen loader of a server render: the route's one screen, ready before rendering starts, or, when it
 * could not be made ready, a screen that leaves the area to the browser. Nothing loads during the render.
 */
export function serverScreenLoader(ready: { remote: string; module: string; screen: RemoteScreenModule | string }): ScreenLoader {
  const peek = (remote: string, module: string) => {
    if (remote !== ready.remote || module !== ready.module) return leftToBrowser(`${remote}/${module} is not this route's screen`);
    return typeof ready.screen === 'string' ? leftToBrowser(ready.screen) : ready.screen;
  };
  const load: ScreenLoader = (remote, module) => Promise.resolve(peek(remote, module));
  load.peek = peek;
  return load;
}
