import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { ORDER_STATUSES } from 'shared-contracts/core';
import { Button, buttonClass } from 'shop-ui/button';
import { EmptyState } from 'shop-ui/empty-state';
import { orderCountLabel, orderListKindOf, ordersOfKind, type OrderListKind } from '../shared/order-lists';
import { LoadStatus } from '../shared/LoadStatus/LoadStatus';
import { OrderCard } from './OrderCard/OrderCard';
import { PageHeader } from '../shared/PageHeader/PageHeader';
import { SignedOutNotice } from '../shared/SignedOutNotice/SignedOutNotice';
import { ORDER_LISTS, ORDERS_TEXTS as T } from './orders-texts';
import { useMyOrders } from '../shared/use-my-orders';
import { useUnpaidOrders } from './use-unpaid-orders';
import { useOrderStep } from '../shared/steps/use-order-step';
import styles from './Orders.module.css';

const LIST_LINKS: readonly OrderListKind[] = ['all', ...ORDER_STATUSES];

/**
 * `/orders/{status}` and `/orders/all` (SPEC §2 Order lists): the shell mounts this one screen at
 * all eight paths, so the list comes from the pathname. The shopper's own orders, newest first;
 * all of them also shows those awaiting payment (contracts 1.8), with 'Complete payment'.
 */
export function Orders() {
  const session = useSession();
  if (!session.isLoggedIn) return <SignedOutNotice />;
  return <OrderList />;
}

function OrderList() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const kind = orderListKindOf(pathname) ?? 'all';
  const texts = ORDER_LISTS[kind];
  const { state, orders, pendingIds, retry, refresh } = useMyOrders();
  const unpaid = useUnpaidOrders(kind === 'all');
  const step = useOrderStep(refresh);
  // All orders include those placed and not paid yet, each where its date puts it.
  const shown = kind === 'all' ? [...orders, ...unpaid].sort((a, b) => b.date.localeCompare(a.date)) : ordersOfKind(orders, kind);
  // Landed here directly (no earlier page of the shop in this tab): Back goes to My Account.
  const back = () => (key === 'default' ? navigate('/account') : navigate(-1));

  return (
    <div className={styles.page}>
      <Button variant="quiet" className={styles.back} onClick={back}>
        <span aria-hidden="true">←</span> {T.back}
      </Button>
      <PageHeader title={texts.title} intro={texts.description}>
        {state === 'ready' && shown.length > 0 && <p className={styles.count}>{orderCountLabel(shown.length)}</p>}
      </PageHeader>
      <ListLinks current={kind} />
      {state !== 'ready' && <LoadStatus state={state} texts={T.load} onRetry={retry} />}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} pending={pendingIds.has(order.id)} onStep={step} />
            </li>
          ))}
        </ul>
      )}
      {state === 'ready' && shown.length === 0 && (
        <EmptyState
          title={texts.empty}
          action={
            <Link className={buttonClass('filled')} to="/shop">
              {T.startShopping}
            </Link>
          }
        >
          <p>{T.emptyHint}</p>
        </EmptyState>
      )}
    </div>
  );
}

/** The other lists, one tap away; on a narrow screen the row scrolls so the current one is in view. */
function ListLinks({ current }: { current: OrderListKind }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && active) row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={nav} className={styles.kinds} aria-label={T.lists}>
      {LIST_LINKS.map((k) => (
        <Link
          key={k}
          to={`/orders/${k}`}
          className={buttonClass(k === current ? 'filled' : 'quiet', { small: true, className: styles.kind })}
          aria-current={k === current ? 'page' : undefined}
        >
          {ORDER_LISTS[k].short}
        </Link>
      ))}
    </nav>
  );
}
