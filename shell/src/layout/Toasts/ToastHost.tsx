import { lazy, useLayoutEffect, useRef, useState } from 'react';
import { useBus, type ToastMessage } from 'shared-contracts';
import { PartBoundary } from '../PartBoundary/PartBoundary';
import styles from './ToastHost.module.css';

const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/**
 * Holds the toasts emitted before react-toastify has loaded (it loads with the first toast, not at
 * start-up) and hands them to the container, which shows them and takes over the bus. When its code cannot
 * load (offline), the latest message shows plainly, with a way to reload the page (PartBoundary says why).
 */
export function ToastHost() {
  const bus = useBus();
  const [early, setEarly] = useState<ToastMessage[]>([]);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // A layout effect: it listens before any screen's mount effect can emit (a redirect's toast).
  useLayoutEffect(() => {
    if (ready) return;
    const hold = (message: ToastMessage) => setEarly((list) => [...list, message]);
    bus.on('toast', hold);
    return () => bus.off('toast', hold);
  }, [bus, ready]);
  const latest = early.at(-1);
  if (!latest) return null;
  if (failed) {
    const dismiss = () => {
      setEarly([]);
      setFailed(false);
    };
    return <PlainMessage message={latest} onDismiss={dismiss} />;
  }
  return (
    <PartBoundary onError={() => setFailed(true)}>
      <Toasts early={early} onReady={() => setReady(true)} />
    </PartBoundary>
  );
}

/** The latest message without react-toastify; dismissed, focus goes back where it was when the message came. */
function PlainMessage({ message, onDismiss }: { message: ToastMessage; onDismiss: () => void }) {
  const before = useRef<Element | null>(null);
  useLayoutEffect(() => {
    before.current = document.activeElement;
  }, []);
  const dismiss = () => {
    onDismiss();
    if (before.current instanceof HTMLElement) before.current.focus();
  };
  return (
    <div role="alert" className={styles.plain} data-kind={message.kind}>
      <p>{message.message}</p>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        Reload page
      </button>
      <button type="button" className={styles.action} onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
