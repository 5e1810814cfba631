import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { CART_TOAST_TOPIC, TOAST, useBus, useCart, type ToastMessage } from 'shared-contracts';
import { toastDuration } from './toast-duration';
import { TOAST_THEME, toastStyles as styles } from 'shop-ui/toast';

// react-toastify 11 injects its own stylesheet when the container mounts (no CSS import needed); TOAST_THEME retunes it.
const altT = (e: KeyboardEvent) => e.altKey && e.code === 'KeyT';

/** The page's one toast container: every 'toast' on the bus, from the shell or any remote, shows here. */
export function Toasts({ early = [], onReady }: { early?: readonly ToastMessage[]; onReady?: () => void }) {
  const bus = useBus();
  useEffect(() => {
    const show = ({ kind, message, durationMs, topic }: ToastMessage) => {
      const autoClose = toastDuration(kind, durationMs);
      if (topic !== undefined && toast.isActive(topic)) toast.update(topic, { render: message, type: kind, autoClose });
      else toast[kind](message, { autoClose, ...(topic === undefined ? {} : { toastId: topic }) });
    };
    // The toasts that arrived while this module loaded, once, in order.
    early.forEach(show);
    bus.on('toast', show);
    onReady?.();
    return () => bus.off('toast', show);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `early` is read once, at mount.
  }, [bus]);

  // The cart drawer shows what the cart's toasts said, where they would cover its first line.
  const cartOpen = useCart().isOpen;
  useEffect(() => {
    if (cartOpen) toast.dismiss(CART_TOAST_TOPIC);
  }, [cartOpen]);

  return (
    <ToastContainer
      position={TOAST.position}
      autoClose={TOAST.defaultMs}
      limit={TOAST.limit}
      newestOnTop
      hotKeys={altT}
      aria-label="Messages, Alt+T to focus"
      className={styles.container}
      style={TOAST_THEME}
      toastClassName={styles.toast}
    />
  );
}
