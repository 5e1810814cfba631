import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS, type AdvanceOrderRequest, type OrderStatus, type Sale } from 'shared-contracts';
import { useFocusAfterStep } from '../../shared/steps/use-focus-after-step';
import type { OrderStep } from '../../shared/steps/use-order-step';
import { SALE_TEXTS as T } from './sale-texts';
import styles from './SaleList.module.css';


/**
 * The steps the server says this seller may take with a sale now: seal, dispatch (with a courier and
 * tracking number, both required) or mark as arrived. A refused step keeps what was typed.
 */
export function SaleSteps({ sale, onStep }: { sale: Sale; onStep: OrderStep }) {
  const [busy, setBusy] = useState(false);
  const [dispatching, setDispatching] = useState(false);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const ids = useId();
  const taking = useFocusAfterStep(sale.status);
  const actions = sale.actions ?? [];
  if (actions.length === 0) return null;

  const run = async (request: Omit<AdvanceOrderRequest, 'orderId' | 'expectedStatus'>, from: Element | null) => {
    taking(from);
    setBusy(true);
    const done = await onStep({ orderId: sale.id, expectedStatus: sale.status as OrderStatus, ...request });
    setBusy(false);
    if (done) setDispatching(false);
  };
  const dispatch = (event: FormEvent) => {
    event.preventDefault();
    void run({ action: 'dispatch', courier: courier.trim(), trackingNumber: tracking.trim() }, event.currentTarget);
  };

  if (dispatching) {
    return (
      <form className={styles.dispatch} aria-label={`${T.dispatch} ${sale.item}`} onSubmit={dispatch}>
        <label htmlFor={`${ids}-courier`}>{T.courier}</label>
        <input id={`${ids}-courier`} value={courier} required maxLength={TEXT_LIMITS.shortText} onChange={(e) => setCourier(e.target.value)} />
        <label htmlFor={`${ids}-tracking`}>{T.trackingNumber}</label>
        <input id={`${ids}-tracking`} value={tracking} required maxLength={TEXT_LIMITS.trackingNumber} onChange={(e) => setTracking(e.target.value)} />
        <div className={styles.buttons}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {T.dispatchNow}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setDispatching(false)}>
            {T.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.buttons}>
      {actions.includes('seal') && (
        <button type="button" className={styles.primary} disabled={busy} onClick={(e) => void run({ action: 'seal' }, e.currentTarget)}>
          {T.seal}
        </button>
      )}
      {actions.includes('dispatch') && (
        <button type="button" className={styles.primary} onClick={() => setDispatching(true)}>
          {T.dispatch}
        </button>
      )}
      {actions.includes('arrive') && (
        <button type="button" className={styles.primary} disabled={busy} onClick={(e) => void run({ action: 'arrive' }, e.currentTarget)}>
          {T.arrive}
        </button>
      )}
    </div>
  );
}
