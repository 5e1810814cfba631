import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS, type AdvanceOrderRequest, type OrderStatus, type Sale } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { TextField } from 'shop-ui/form-field';
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
        <TextField id={`${ids}-courier`} label={T.courier} value={courier} required maxLength={TEXT_LIMITS.shortText} onValue={setCourier} />
        <TextField id={`${ids}-tracking`} label={T.trackingNumber} value={tracking} required maxLength={TEXT_LIMITS.trackingNumber} onValue={setTracking} />
        <div className={styles.buttons}>
          <Button type="submit" disabled={busy}>
            {T.dispatchNow}
          </Button>
          <Button variant="outline" onClick={() => setDispatching(false)}>
            {T.cancel}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.buttons}>
      {actions.includes('seal') && (
        <Button disabled={busy} onClick={(e) => void run({ action: 'seal' }, e.currentTarget)}>
          {T.seal}
        </Button>
      )}
      {actions.includes('dispatch') && (
        <Button onClick={() => setDispatching(true)}>{T.dispatch}</Button>
      )}
      {actions.includes('arrive') && (
        <Button disabled={busy} onClick={(e) => void run({ action: 'arrive' }, e.currentTarget)}>
          {T.arrive}
        </Button>
      )}
    </div>
  );
}
