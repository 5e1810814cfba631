import { Suspense, use, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from 'shared-contracts';
import { AreaOutline } from '../../debug/AreaOutline/AreaOutline';
import type { RemoteScreenModule } from '../load-remote-screen';
import { useScreenLoader, type ScreenLoader } from '../remote-loader-context';
import { RenderBoundary } from './RenderBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import styles from './RemoteScreen.module.css';

export interface RemoteScreenProps {
  remote: string;
  module: string;
  /** The area's name in the fallback, e.g. "The catalog". */
  area: string;
}

type State = { status: 'loading' } | { status: 'ready'; Screen: ComponentType } | { status: 'failed'; error: unknown };

/**
 * One remote's area of the page: loads the exposed screen, shows a skeleton meanwhile, and a
 * fallback with a working Retry when loading or rendering fails. Nothing outside this area is touched.
 * Must render inside a router (the fallback links home and resets on navigation).
 */
export function RemoteScreen({ remote, module, area }: RemoteScreenProps) {
  const load = useScreenLoader();
  const [attempt, setAttempt] = useState(0);
  const loadedScreen = () => {
    const mod = load.peek?.(remote, module);
    return mod ? ({ status: 'ready', Screen: mod.default } as const) : undefined;
  };
  const [state, setState] = useState<State>(() => loadedScreen() ?? { status: 'loading' });

  useEffect(() => {
    let live = true;
    const ready = loadedScreen();
    if (ready) {
      setState((current) => (current.status === 'ready' && current.Screen === ready.Screen ? current : ready));
      return;
    }
    // Unchanged while it loads: on a server-rendered page the area's HTML waits for its screen, and new props
    // before then would draw it anew.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    load(remote, module).then(
      (mod) => live && setState({ status: 'ready', Screen: mod.default }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [load, remote, module, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  // Going to another page of the same remote (one product to another) after a failed load is a retry:
  // the panel must not stay up for a page that was never tried.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (failed) setAttempt((n) => n + 1);
  }, [pathname, failed]);

  const loading = <div className={styles.loading} role="status" aria-label={`Loading ${area}`} aria-busy="true" />;
  // The boundary of a server render: a remote that is not ready or throws on the server leaves only this
  // area to the browser, which renders it as it renders a page it was not sent.
  return (
    <AreaOutline remote={remote}>
      <Suspense fallback={loading}>{content()}</Suspense>
    </AreaOutline>
  );

  function content() {
    if (state.status === 'failed') {
      return <RemoteUnavailable area={area} remote={remote} error={state.error} onRetry={retry} />;
    }
    return (
      <ScreenSlot
        Screen={state.status === 'ready' ? state.Screen : null}
        arrival={() => screenArrival(load, remote, module)}
        loading={loading}
        render={(Screen) => (
          <RenderBoundary
            key={attempt}
            resetKey={pathname}
            fallback={(error) => <RemoteUnavailable area={area} remote={remote} error={error} onRetry={retry} />}
          >
            <Screen />
          </RenderBoundary>
        )}
      />
    );
  }
}

const arrivals = new WeakMap<ScreenLoader, Map<string, Promise<RemoteScreenModule | undefined>>>();

/** The screen once its remote has loaded, or undefined once it could not: one promise per screen, for React's `use`. */
function screenArrival(load: ScreenLoader, remote: string, module: string) {
  const byScreen = arrivals.get(load) ?? new Map<string, Promise<RemoteScreenModule | undefined>>();
  arrivals.set(load, byScreen);
  const key = `${remote}/${module}`;
  if (!byScreen.has(key)) byScreen.set(key, load(remote, module).catch(() => undefined));
  return byScreen.get(key)!;
}

/**
 * The screen, or the loading state until it arrives. While React hydrates a page the server rendered, a
 * screen not loaded yet suspends instead: its server HTML stays as it is, and the rest of the page (the bar,
 * the cart) hydrates and works meanwhile; once the screen arrives, it hydrates that HTML in place.
 */
function ScreenSlot(props: {
  Screen: ComponentType | null;
  arrival: () => Promise<RemoteScreenModule | undefined>;
  loading: ReactNode;
  render: (Screen: ComponentType) => ReactNode;
}) {
  // Not yet hydrated: the server's HTML is on show (on the server itself the screen is always given).
  const hydrating = !useHydrated();
  const Screen = props.Screen ?? (hydrating ? use(props.arrival())?.default : undefined);
  // The same element while only `hydrating` changes: the screen is not rendered a second time once the page has
  // hydrated, only the fieldset around it.
  const { render } = props;
  const screen = useMemo(() => Screen && render(Screen), [Screen, render]);
  if (!screen) return props.loading;
  // Until then the area's controls are disabled: their work is code, and a click or a form sent before it runs
  // would be lost. Links work from the first byte.
  return (
    <fieldset className={styles.controls} disabled={hydrating} role="none">
      {screen}
    </fieldset>
  );
}
