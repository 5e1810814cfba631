import { useEffect, useState } from 'react';
import { TOAST } from '../constants';
import type { ToastMessage } from '../events/shop-events';
import { useBus } from '../react/platform';

/** The toasts of a remote running alone: the shell's container is not there, so show them plainly. */
export function HarnessToasts() {
  const bus = useBus();
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (toast: ToastMessage) => {
      const id = ++next;
      setToasts((list) => [...list, { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, toast.durationMs ?? TOAST.defaultMs);
      timers.add(timer);
    };
    bus.on('toast', show);
    return () => {
      bus.off('toast', show);
      timers.forEach(clearTimeout);
    };
  }, [bus]);
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', top: 12, right: 12, zIndex: 1001, display: 'grid', gap: 8 }}>
      {toasts.map((t) => (
        <div
          key={t.id}
          data-kind={t.kind}
          style={{
            padding: '10px 14px',
            borderRadius: 8,
            color: '#fff',
            background: t.kind === 'error' ? '#c0262d' : t.kind === 'success' ? '#0b7a4b' : '#334155',
            font: '14px system-ui, sans-serif',
          }}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
