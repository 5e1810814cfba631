import { useEffect, useState } from 'react';
import { useBus } from 'shared-contracts';

/**
 * One polite live region for the page: reads what screens announce on the bus. Toasts announce
 * themselves (react-toastify renders them as alerts), so they are not read twice.
 * A repeat of the same message gets an invisible change so it is read again.
 */
export function LiveRegion() {
  const bus = useBus();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const say = (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
    const onAnnounce = ({ message: text }: { message: string }) => say(text);
    bus.on('announce', onAnnounce);
    return () => {
      bus.off('announce', onAnnounce);
    };
  }, [bus]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  );
}
