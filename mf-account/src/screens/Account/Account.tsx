import { countOrdersByStatus, memberSince, useSession, type SessionUser } from 'shared-contracts';
import { AccountSection, EmptyNote } from '../../components/AccountSection/AccountSection';
import { ListingCards } from '../../components/ListingCards/ListingCards';
import { LoadStatus } from '../../components/LoadStatus/LoadStatus';
import { OrderStatusTiles } from '../../components/OrderStatusTiles/OrderStatusTiles';
import { ReviewList } from '../../components/ReviewList/ReviewList';
import { SaleList } from '../../components/SaleList/SaleList';
import { SignedOutNotice } from '../../components/SignedOutNotice/SignedOutNotice';
import { ACCOUNT_TEXTS as T } from '../../texts';
import { useMyOrders } from '../Orders/use-my-orders';
import { ACCOUNT_SECTION_TEXTS as S } from './account-sections-texts';
import { useMyListings, useMyReviews, useMySales } from './use-account-lists';
import styles from './Account.module.css';

/** `/account`: SPEC §2 My Account, every count and list the shopper's own. */
export function Account() {
  const session = useSession();
  if (!session.isLoggedIn) return <SignedOutNotice />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{T.title}</h1>
        <p>{T.subtitle}</p>
      </header>
      <ProfileInformation session={session} />
      <OrderStatus />
      <div className={styles.pair}>
        <MyReviews />
        <MySales />
      </div>
      <CreateItems />
    </div>
  );
}

function ProfileInformation({ session }: { session: SessionUser }) {
  const p = session.primaryInformation ?? {};
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [T.name, name || T.notProvided],
    [T.email, p.email || T.notProvided],
    [T.phone, p.phone || T.notProvided],
    [T.memberSince, memberSince(p.dateOfCreation)],
  ];
  return (
    <AccountSection title={T.profile} action={{ to: '/settings', label: T.editProfile }}>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </AccountSection>
  );
}

function OrderStatus() {
  const { state, orders, retry } = useMyOrders();
  const ready = state === 'ready';
  return (
    <AccountSection title={S.orderStatus} action={{ to: '/orders/all', label: S.viewAllOrders(ready ? orders.length : null) }}>
      {ready ? <OrderStatusTiles counts={countOrdersByStatus(orders)} /> : <LoadStatus state={state} texts={S.ordersLoad} onRetry={retry} />}
    </AccountSection>
  );
}

function MyReviews() {
  const reviews = useMyReviews();
  return (
    <AccountSection title={S.reviews}>
      {reviews.state !== 'ready' ? (
        <LoadStatus state={reviews.state} texts={S.reviewsLoad} onRetry={reviews.retry} />
      ) : reviews.value.length > 0 ? (
        <ReviewList reviews={reviews.value} />
      ) : (
        <EmptyNote>{S.noReviews}</EmptyNote>
      )}
    </AccountSection>
  );
}

function MySales() {
  const sales = useMySales();
  return (
    <AccountSection title={S.sales}>
      {sales.state !== 'ready' ? (
        <LoadStatus state={sales.state} texts={S.salesLoad} onRetry={sales.retry} />
      ) : sales.value.length > 0 ? (
        <SaleList sales={sales.value} />
      ) : (
        <EmptyNote>{S.noSales}</EmptyNote>
      )}
    </AccountSection>
  );
}

function CreateItems() {
  const listings = useMyListings();
  return (
    <AccountSection title={S.items} action={{ to: '/create', label: S.createItem }}>
      {listings.state !== 'ready' ? (
        <LoadStatus state={listings.state} texts={S.itemsLoad} onRetry={listings.retry} />
      ) : listings.value.length > 0 ? (
        <ListingCards listings={listings.value} />
      ) : (
        <EmptyNote>{S.noItems}</EmptyNote>
      )}
    </AccountSection>
  );
}
