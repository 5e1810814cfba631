import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { AreaOutline } from '../../debug/AreaOutline/AreaOutline';
import { useScreenLoader } from '../remote-loader-context';
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
    setState({ status: 'loading' });
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

  return <AreaOutline remote={remote}>{content()}</AreaOutline>;

  function content() {
    if (state.status === 'loading') {
      return <div className={styles.loading} role="status" aria-label={`Loading ${area}`} aria-busy="true" />;
    }
    if (state.status === 'failed') {
      return <RemoteUnavailable area={area} remote={remote} error={state.error} onRetry={retry} />;
    }
    const { Screen } = state;
    return (
      <RenderBoundary
        key={attempt}
        resetKey={pathname}
        fallback={(error) => <RemoteUnavailable area={area} remote={remote} error={error} onRetry={retry} />}
      >
        <Screen />
      </RenderBoundary>
    );
  }
}
