import { useSession, type SessionUser } from 'shared-contracts';
import { countOrdersByStatus } from '../shared/order-lists';
import type { ReactNode } from 'react';
import { AccountSection, EmptyNote, type AccountSectionProps } from './AccountSection/AccountSection';
import { ListingCards } from './ListingCards/ListingCards';
import { LoadStatus, type LoadStatusTexts } from '../shared/LoadStatus/LoadStatus';
import { OrderStatusTiles } from './OrderStatusTiles/OrderStatusTiles';
import { ReviewList } from './ReviewList/ReviewList';
import { SaleList } from './SaleList/SaleList';
import { PageHeader } from '../shared/PageHeader/PageHeader';
import { SignedOutNotice } from '../shared/SignedOutNotice/SignedOutNotice';
import { ACCOUNT_TEXTS as T } from '../shared/account-texts';
import type { Loaded } from '../shared/use-loaded';
import { useMyOrders } from '../shared/use-my-orders';
import { ACCOUNT_SECTION_TEXTS as S } from './account-sections-texts';
import { memberSince } from './member-since';
import { useMyListings, useMyReviews, useMySales } from './use-account-lists';
import { useListingChanges } from './use-listing-changes';
import { useOrderStep } from '../shared/steps/use-order-step';
import styles from './Account.module.css';

/** `/account`: SPEC §2 My Account, every count and list the shopper's own. */
export function Account() {
  const session = useSession();
  if (!session.isLoggedIn) return <SignedOutNotice />;
  return (
    <div className={styles.page}>
      <PageHeader title={T.title} intro={T.subtitle} />
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

/** A section over a list the store loads: its loading or failure, the list, or what is empty. */
function LoadedListSection<T>({
  title,
  action,
  loaded,
  texts,
  empty,
  children,
}: {
  title: string;
  action?: AccountSectionProps['action'];
  loaded: Loaded<readonly T[]> & { retry(): void };
  texts: LoadStatusTexts;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <AccountSection title={title} action={action}>
      {loaded.state !== 'ready' ? (
        <LoadStatus state={loaded.state} texts={texts} onRetry={loaded.retry} />
      ) : loaded.value.length > 0 ? (
        children(loaded.value)
      ) : (
        <EmptyNote>{empty}</EmptyNote>
      )}
    </AccountSection>
  );
}

const MyReviews = () => (
  <LoadedListSection title={S.reviews} loaded={useMyReviews()} texts={S.reviewsLoad} empty={S.noReviews}>
    {(reviews) => <ReviewList reviews={reviews} />}
  </LoadedListSection>
);

function MySales() {
  const loaded = useMySales();
  const step = useOrderStep(loaded.refresh);
  return (
    <LoadedListSection title={S.sales} loaded={loaded} texts={S.salesLoad} empty={S.noSales}>
      {(sales) => <SaleList sales={sales} onStep={step} />}
    </LoadedListSection>
  );
}

/** The seller's listings, each editable and taken off sale or put on sale in place (issue 29). */
function CreateItems() {
  const loaded = useMyListings();
  const changes = useListingChanges(loaded.refresh);
  return (
    <LoadedListSection title={S.items} action={{ to: '/create', label: S.createItem }} loaded={loaded} texts={S.itemsLoad} empty={S.noItems}>
      {(listings) => <ListingCards listings={listings} changes={changes} />}
    </LoadedListSection>
  );
}
