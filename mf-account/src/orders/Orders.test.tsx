import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { ServerCallError, PENDING_ORDERS_STORAGE_KEY, type Order, type ToastMessage, type UnpaidOrder } from 'shared-contracts';
import { createHarness, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { sampleAccountStoreWithHistory, SAMPLE_ORDERS, type MemoryServerStore } from '../harness/sample-account-data';
import { Orders } from './Orders';

const UID = SAMPLE_SHOPPER.uid!;

/** The harness's callServer answers from `accounts`, the pretend server's store. */
function renderOrders(route: string, accounts: MemoryServerStore = sampleAccountStoreWithHistory()) {
  const harness = createHarness({ session: SAMPLE_SHOPPER, accounts });
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  return { ...renderScreen(<Orders />, { harness, route }), toasts };
}

const cards = () => screen.queryAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);

afterEach(() => localStorage.clear());

describe('Orders (/orders/{status}): titles and lists', () => {
  it.each([
    ['paid', 'Paid Orders', /successfully paid for/, 2],
    ['sealed', 'Sealed Orders', /packaged and sealed/, 1],
    ['dispatched', 'Dispatched Orders', /shipped/, 2],
    ['arrived', 'Arrived Orders', /arrived at their destination/, 1],
    ['confirmed', 'Confirmed Orders', /received and confirmed/, 1],
    ['returned', 'Returned Orders', /sent back/, 1],
    ['reviewed', 'Reviewed Orders', /reviewed/, 2],
    ['all', 'All Orders', /^View all your orders in one place\.$/, 10],
  ])('/orders/%s is titled %s, described, and lists only those orders', async (kind, title, description, count) => {
    renderOrders(`/orders/${kind}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(description, { selector: 'header p' })).toBeInTheDocument();
    expect(await screen.findByText(count === 1 ? '1 order' : `${count} orders`)).toBeInTheDocument();
    expect(cards()).toHaveLength(count);
    for (const card of cards()) {
      if (kind !== 'all') expect(card).toHaveTextContent(title.replace(' Orders', ''));
    }
  });

  it('lists every order newest first, each with its id, date, status, items, total and payment method', async () => {
    renderOrders('/orders/all');
    await screen.findByText('10 orders');
    expect(cardNames()).toEqual([...SAMPLE_ORDERS].sort((a, b) => b.date.localeCompare(a.date)).map((o) => `Order ${o.id}`));
    const card = screen.getByRole('article', { name: 'Order ORD-2025-1118' });
    expect(card).toHaveTextContent('18 Nov 2025');
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('Wireless Earbuds');
    expect(card).toHaveTextContent('Qty 2');
    expect(card).toHaveTextContent('₦24,500');
    expect(card).toHaveTextContent(`Total₦${SAMPLE_ORDERS[0]!.total.toLocaleString('en-NG')}`);
    expect(card).toHaveTextContent('Paid withCard');
  });

  it('shows tracking numbers on dispatched and arrived orders only', async () => {
    renderOrders('/orders/all');
    await screen.findByText('10 orders');
    const tracked = cards().filter((card) => within(card).queryByText('Tracking number'));
    expect(tracked.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Order ORD-2025-1021',
      'Order ORD-2025-1015',
      'Order ORD-2025-0930',
    ]);
    expect(tracked[0]).toHaveTextContent('OJA-TRK-550182');
  });

  it('marks the list shown among the links to the other lists', async () => {
    renderOrders('/orders/sealed');
    const nav = screen.getByRole('navigation', { name: 'Order lists' });
    expect(within(nav).getByRole('link', { name: 'Sealed' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/orders/all');
    expect(within(nav).getByRole('link', { name: 'Paid' })).not.toHaveAttribute('aria-current');
    await screen.findByText('1 order');
  });
});

describe('Orders: empty lists', () => {
  it.each([
    ['paid', 'No paid orders found'],
    ['sealed', 'No sealed orders found'],
    ['dispatched', 'No dispatched orders found'],
    ['arrived', 'No arrived orders found'],
    ['confirmed', 'No confirmed orders found'],
    ['returned', 'No returned orders found'],
    ['reviewed', 'No reviewed orders found'],
    ['all', 'No orders found'],
  ])('/orders/%s says %s, with a way to shop', async (kind, text) => {
    renderOrders(`/orders/${kind}`, sampleAccountStore());
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(cards()).toHaveLength(0);
  });
});

describe('Orders: paid orders the checkout is still saving', () => {
  const pendingOrder: Order = { ...SAMPLE_ORDERS[0]!, id: 'ORD-PENDING-1', date: '2025-12-01T10:00:00.000Z', status: 'paid' };

  it('lists them once, marked Saving…, beside the saved ones; never another shopper’s', async () => {
    localStorage.setItem(
      PENDING_ORDERS_STORAGE_KEY,
      JSON.stringify([
        { uid: UID, order: pendingOrder },
        { uid: UID, order: SAMPLE_ORDERS[1] }, // saved already: listed once, as saved
        { uid: 'someone-else', order: { ...pendingOrder, id: 'ORD-NOT-MINE' } },
      ]),
    );
    renderOrders('/orders/paid');
    await screen.findByText('3 orders');
    expect(cardNames()).toEqual(['Order ORD-PENDING-1', 'Order ORD-2025-1118', 'Order ORD-2025-1109']);
    expect(within(screen.getByRole('article', { name: 'Order ORD-PENDING-1' })).getByText('Saving…')).toBeInTheDocument();
    expect(screen.getAllByText('Saving…')).toHaveLength(1);
  });

  it('still lists them when the account store fails', async () => {
    localStorage.setItem(PENDING_ORDERS_STORAGE_KEY, JSON.stringify([{ uid: UID, order: pendingOrder }]));
    const store = { ...sampleAccountStore(), listOrders: () => Promise.reject(new ServerCallError('unavailable')) };
    renderOrders('/orders/all', store);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
    expect(cardNames()).toEqual(['Order ORD-PENDING-1']);
    expect(screen.queryByText('No orders found')).not.toBeInTheDocument();
  });
});

describe('Orders: placed and not paid (contracts 1.8)', () => {
  const unpaid = (id: string, status: UnpaidOrder['status'], date: string): UnpaidOrder => ({
    id,
    status,
    items: [{ name: 'Ankara Tote', price: 12_500, quantity: 2, image: '' }],
    total: 27_599,
    date,
    paymentMethod: 'Card',
    shippingAddress: '12 Allen Avenue, Ikeja, Lagos 100271, Nigeria',
    expiresAt: Date.parse(date) + 86_400_000,
    subtotal: 25_000,
    shipping: 599,
    tax: 2_000,
  });
  const withUnpaid = (): MemoryServerStore => ({
    ...sampleAccountStoreWithHistory(),
    listUnpaidOrders: async () => [
      unpaid('ORD-WAITING', 'awaiting-payment', '2099-01-02T10:00:00.000Z'),
      unpaid('ORD-LATE', 'expired', '2025-11-19T10:00:00.000Z'),
      unpaid('ORD-REFUNDED', 'refunded', '2025-11-18T10:00:00.000Z'),
    ],
  });

  it('lists them among all orders by date, each saying how to pay it or that it expired, charging nothing', async () => {
    renderOrders('/orders/all', withUnpaid());
    expect(await screen.findByText('13 orders')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Order ORD-WAITING');
    const waiting = screen.getByRole('article', { name: 'Order ORD-WAITING' });
    expect(within(waiting).getByText('Awaiting payment')).toHaveAttribute('data-status', 'awaiting-payment');
    expect(waiting).toHaveTextContent(/Not paid yet\. You can pay until 3 Jan, \d\d:00; nothing has been charged\./);
    expect(within(waiting).getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/checkout?pay=ORD-WAITING');
    expect(waiting).not.toHaveTextContent('Paid with');

    const late = screen.getByRole('article', { name: 'Order ORD-LATE' });
    expect(within(late).getByText('Expired')).toBeInTheDocument();
    expect(late).toHaveTextContent('Not paid in time, so this order expired. Nothing was charged.');
    expect(within(late).queryByRole('link')).toBeNull();

    // Its items sold to another buyer before the payment arrived (issue 32): the payment went back.
    const refunded = screen.getByRole('article', { name: 'Order ORD-REFUNDED' });
    expect(within(refunded).getByText('Refunded')).toHaveAttribute('data-status', 'refunded');
    expect(refunded).toHaveTextContent('Its items sold out before your payment arrived, so the payment was refunded in full.');
    expect(within(refunded).queryByRole('link')).toBeNull();
  });

  it('asks the shop’s server once for the paid and the unpaid orders together', async () => {
    const store = sampleAccountStoreWithHistory();
    const listOrders = jest.spyOn(store, 'listOrders');
    renderOrders('/orders/all', store);
    await screen.findByText('10 orders');
    expect(listOrders).toHaveBeenCalledTimes(1);
  });

  it('keeps them out of the status lists', async () => {
    renderOrders('/orders/paid', withUnpaid());
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(cardNames()).not.toContain('Order ORD-WAITING');
  });
});

describe("Orders: the buyer's steps (issue 19)", () => {
  it('shows an arrived order its history, courier and tracking, and confirms receipt', async () => {
    const { toasts } = renderOrders('/orders/arrived');
    const card = await screen.findByRole('article', { name: 'Order ORD-2025-0930' });
    const history = within(card).getByRole('list', { name: 'Order history' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent?.split(' ')[0])).toEqual(['Paid', 'Sealed', 'Dispatched', 'Arrived']);
    expect(within(history).getByText(/^30 Sept?, \d\d:\d\d$/)).toBeInTheDocument();
    expect(card).toHaveTextContent('CourierGIG Logistics');
    expect(card).toHaveTextContent('OJA-TRK-547311');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Order ORD-2025-0930 is confirmed as received.' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order ORD-2025-0930' })).toBeNull());
    // The order left the list: the keyboard user is kept on the screen, at its title.
    expect(screen.getByRole('heading', { level: 1, name: 'Arrived Orders' })).toHaveFocus();
  });

  it('returns an item with its reason, and needs one', async () => {
    const { toasts } = renderOrders('/orders/all');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Order ORD-2025-0930' });
    await user.click(within(card).getByRole('button', { name: 'Return item' }));
    const form = within(card).getByRole('form', { name: 'Return order ORD-2025-0930' });
    expect(within(form).getByLabelText('Why are you returning it?')).toBeRequired();
    await user.type(within(form).getByLabelText('Why are you returning it?'), 'The chair arrived with a broken wheel');
    await user.click(within(form).getByRole('button', { name: 'Return item' }));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Order ORD-2025-0930 is marked as returned.'));
    const returned = await screen.findByRole('article', { name: 'Order ORD-2025-0930' });
    await waitFor(() => expect(returned).toHaveTextContent('Returned becauseThe chair arrived with a broken wheel'));
    expect(returned).toHaveFocus();
    expect(within(returned).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('reviews a confirmed order with stars and a comment, which My Reviews and the product then show', async () => {
    const store = sampleAccountStoreWithHistory();
    const { toasts } = renderOrders('/orders/confirmed', store);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Order ORD-2025-0812' });
    await user.click(within(card).getByRole('button', { name: 'Write a review' }));
    const form = within(card).getByRole('form', { name: 'Review order ORD-2025-0812' });
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Your review')).toHaveAttribute('maxLength', '1000');
    // No stars yet: the browser asks for them first, and keeps the comment.
    await user.type(within(form).getByLabelText('Your review'), 'Loud and clear, batteries last');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(toasts).toEqual([]);
    expect(within(form).getByRole('radio', { name: '1 star' })).toBeInvalid();

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Order ORD-2025-0812 is reviewed: thank you! Your review is on the product’s page.'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order ORD-2025-0812' })).toBeNull());

    const doc = await store.read(UID);
    expect(doc!.reviews.slice(-2)).toEqual([
      expect.objectContaining({ item: 'Bluetooth Speaker', rating: 4, comment: 'Loud and clear, batteries last' }),
      expect.objectContaining({ item: 'AA Batteries (8 pack)', rating: 4 }),
    ]);
    expect(await store.listProductReviews!('Bluetooth Speaker')).toEqual([expect.objectContaining({ rating: 4, comment: 'Loud and clear, batteries last' })]);
  });

  it('shows the review on a reviewed order', async () => {
    const store = sampleAccountStoreWithHistory();
    await store.advanceOrder!(UID, { orderId: 'ORD-2025-0812', action: 'review', expectedStatus: 'confirmed', rating: 5, comment: 'Superb' });
    renderOrders('/orders/reviewed', store);
    const card = await screen.findByRole('article', { name: 'Order ORD-2025-0812' });
    expect(card).toHaveTextContent('Your reviewRated 5 out of 5Superb');
    expect(within(card).queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('offers no step on orders that have none', async () => {
    renderOrders('/orders/paid');
    await screen.findByText('2 orders');
    for (const card of cards()) expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('Orders: loading and failures', () => {
  it('says it is loading, then reports a failure, and Retry loads the orders', async () => {
    const store = sampleAccountStoreWithHistory();
    const listOrders = jest
      .fn<Promise<Order[]>, [string]>()
      .mockRejectedValueOnce(new ServerCallError('unavailable'))
      .mockImplementation((uid) => sampleAccountStoreWithHistory().listOrders(uid));
    renderOrders('/orders/paid', { ...store, listOrders });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your orders.');
    expect(screen.queryByText('No paid orders found')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listOrders).toHaveBeenCalledTimes(2);
    expect(listOrders).toHaveBeenCalledWith(UID);
  });
});

describe('Orders: Back and signed out', () => {
  it('Back returns to the previous page', async () => {
    const harness = createHarness({ session: SAMPLE_SHOPPER, accounts: sampleAccountStoreWithHistory() });
    renderScreen(
      <Routes>
        <Route path="/shop" element={<Link to="/orders/paid">See my orders</Link>} />
        <Route path="/orders/*" element={<Orders />} />
        <Route path="/account" element={<p>My Account page</p>} />
      </Routes>,
      { harness, route: '/shop' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'See my orders' }));
    await screen.findByText('2 orders');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'See my orders' })).toBeInTheDocument();
  });

  it('Back goes to My Account when the list was opened directly', async () => {
    const harness = createHarness({ session: SAMPLE_SHOPPER, accounts: sampleAccountStoreWithHistory() });
    renderScreen(
      <Routes>
        <Route path="/orders/*" element={<Orders />} />
        <Route path="/account" element={<p>My Account page</p>} />
      </Routes>,
      { harness, route: '/orders/all' },
    );
    await screen.findByText('10 orders');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('My Account page')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and come back to the list', () => {
    renderScreen(<Orders />, { route: '/orders/paid' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Forders%2Fpaid');
  });
});
