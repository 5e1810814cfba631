import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useBus, type ToastMessage } from 'shared-contracts';

const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/**
 * Holds the toasts emitted before react-toastify has loaded (it loads with the first toast, not at
 * start-up) and hands them to the container, which shows them and takes over the bus.
 */
export function ToastHost() {
  const bus = useBus();
  const [early, setEarly] = useState<ToastMessage[]>([]);
  const [ready, setReady] = useState(false);
  // A layout effect: it listens before any screen's mount effect can emit (a redirect's toast).
  useLayoutEffect(() => {
    if (ready) return;
    const hold = (message: ToastMessage) => setEarly((list) => [...list, message]);
    bus.on('toast', hold);
    return () => bus.off('toast', hold);
  }, [bus, ready]);
  if (early.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toasts early={early} onReady={() => setReady(true)} />
    </Suspense>
  );
}
