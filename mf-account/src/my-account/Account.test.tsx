import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerCallError, PENDING_ORDERS_STORAGE_KEY, type Order, type ToastMessage } from 'shared-contracts';
import { createHarness, createMemoryAccountStore, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { SAMPLE_LISTINGS, SAMPLE_ORDERS, sampleAccountStoreWithHistory, type MemoryServerStore } from '../harness/sample-account-data';
import { Account } from './Account';

const field = (label: string) => screen.getByText(label).nextElementSibling;

describe('Account (/account): profile information', () => {
  it("shows the header, the shopper's name, email, phone and member-since month", async () => {
    const session = {
      ...SAMPLE_SHOPPER,
      primaryInformation: { ...SAMPLE_SHOPPER.primaryInformation, dateOfCreation: '17-06-2025 09:05:00' },
    };
    renderScreen(<Account />, { harness: createHarness({ session }) });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('See all account infos')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Profile Information' });
    expect(within(card).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
    expect(field('Name')).toHaveTextContent('Ada Obi');
    expect(field('Email')).toHaveTextContent('ada@example.com');
    expect(field('Phone')).toHaveTextContent('+2348012345678');
    expect(field('Member Since')).toHaveTextContent('June 2025');
    await screen.findByRole('link', { name: 'View All Orders (0)' });
  });

  it("says 'Not Provided' for a missing phone and 'N/A' without a creation date", async () => {
    const session = { ...SAMPLE_SHOPPER, primaryInformation: { firstName: 'Cher', email: 'cher@example.com' } };
    renderScreen(<Account />, { harness: createHarness({ session }) });
    expect(field('Name')).toHaveTextContent(/^Cher$/);
    expect(field('Phone')).toHaveTextContent('Not Provided');
    expect(field('Member Since')).toHaveTextContent('N/A');
    await screen.findByRole('link', { name: 'View All Orders (0)' });
  });

  it('asks a signed-out visitor to sign in and come back here', () => {
    renderScreen(<Account />, { route: '/account' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your account.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Faccount');
  });
});

describe('Account (/account): orders, reviews, sales and items', () => {
  const UID = SAMPLE_SHOPPER.uid!;

  function renderAccount(accounts: MemoryServerStore) {
    const harness = createHarness({ session: SAMPLE_SHOPPER, accounts });
    const toasts: ToastMessage[] = [];
    harness.bus.on('toast', (t) => toasts.push(t));
    return { ...renderScreen(<Account />, { harness, route: '/account' }), toasts };
  }

  afterEach(() => localStorage.clear());

  it("counts the shopper's orders by status, each tile linking to its list", async () => {
    renderAccount(sampleAccountStoreWithHistory());
    const section = screen.getByRole('region', { name: 'Order Status' });
    expect(await within(section).findByRole('link', { name: 'View All Orders (10)' })).toHaveAttribute('href', '/orders/all');
    const tiles: [string, string][] = [
      ['Paid 2 orders', '/orders/paid'],
      ['Sealed 1 order', '/orders/sealed'],
      ['Dispatched 2 orders', '/orders/dispatched'],
      ['Arrived 1 order', '/orders/arrived'],
      ['Confirmed 1 order', '/orders/confirmed'],
      ['Returned 1 order', '/orders/returned'],
      ['Reviewed 2 orders', '/orders/reviewed'],
    ];
    for (const [name, href] of tiles) expect(within(section).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(section).getAllByRole('link')).toHaveLength(8);
  });

  it('counts a paid order the checkout is still saving, once', async () => {
    const pending = { ...SAMPLE_ORDERS[0]!, id: 'ORD-PENDING-1' };
    localStorage.setItem(
      PENDING_ORDERS_STORAGE_KEY,
      JSON.stringify([
        { uid: UID, order: pending },
        { uid: UID, order: SAMPLE_ORDERS[0] },
      ]),
    );
    renderAccount(sampleAccountStoreWithHistory());
    expect(await screen.findByRole('link', { name: 'View All Orders (11)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paid 3 orders' })).toBeInTheDocument();
  });

  it("shows the shopper's reviews and own listings, never another seller's", async () => {
    const doc = (await sampleAccountStoreWithHistory().read(UID))!;
    const notMine = { ...SAMPLE_LISTINGS[0]!, id: 'not-mine', name: 'Not Mine', sellerId: 'someone-else', createdAt: Date.UTC(2025, 11, 1) };
    const store = createMemoryAccountStore({ [UID]: doc }, { listings: [...SAMPLE_LISTINGS, notMine], now: () => Date.UTC(2025, 11, 2) });
    await store.addListing(UID, { ...SAMPLE_LISTINGS[1]!, name: 'Fresh Listing', price: 4000 });
    renderAccount(store);
    const reviews = screen.getByRole('region', { name: 'My Reviews' });
    expect(await within(reviews).findByRole('heading', { name: 'Adire Throw Pillow' })).toBeInTheDocument();
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Create Items' });
    const names = (await within(items).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(names).toEqual(['Fresh Listing', 'Handwoven Raffia Basket', 'Secondhand Physics Textbook']);
    expect(within(items).getByText('₦4,000')).toBeInTheDocument();
    expect(within(items).getByText('₦12,500')).toBeInTheDocument();
    expect(within(items).getAllByText('Books')).toHaveLength(2);
    expect(within(items).getByRole('link', { name: 'Create Item' })).toHaveAttribute('href', '/create');
    expect(screen.queryByText("You haven't created any items yet")).not.toBeInTheDocument();
  });

  it("lists the seller's sales: what sold, to whom and where, and the seller's total", async () => {
    renderAccount(sampleAccountStoreWithHistory());
    const sales = screen.getByRole('region', { name: 'My Sales' });
    expect(await within(sales).findByRole('heading', { name: 'Handwoven Raffia Basket × 2' })).toBeInTheDocument();
    expect(within(sales).getByText('Sold to Ngozi in Enugu')).toBeInTheDocument();
    expect(within(sales).getByText('₦25,000')).toBeInTheDocument();
    expect(within(sales).getAllByRole('listitem')).toHaveLength(7);
    expect(within(sales).getByText('GIG Logistics, tracking number GIG-2025-1015')).toBeInTheDocument();
  });

  it('lets the seller seal a paid sale, then dispatch it with a courier and tracking number, saying so each time', async () => {
    const { toasts } = renderAccount(sampleAccountStoreWithHistory());
    const sales = screen.getByRole('region', { name: 'My Sales' });
    const user = userEvent.setup();
    await user.click(await within(sales).findByRole('button', { name: 'Mark as sealed' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Order ORD-2025-1120 is sealed.' }));
    const basket = (await within(sales).findByRole('heading', { name: 'Handwoven Raffia Basket × 2' })).closest('li')!;
    expect(within(basket).getByText('Sealed')).toBeInTheDocument();
    // The pressed button gave way to the next step's: the keyboard user's place is the sale itself.
    await waitFor(() => expect(basket).toHaveFocus());

    await user.click(within(basket).getByRole('button', { name: 'Dispatch' }));
    const form = within(basket).getByRole('form', { name: 'Dispatch Handwoven Raffia Basket × 2' });
    expect(within(form).getByLabelText('Courier')).toBeRequired();
    await user.type(within(form).getByLabelText('Courier'), 'GIG Logistics');
    await user.type(within(form).getByLabelText('Tracking number'), 'GIG-777');
    await user.click(within(form).getByRole('button', { name: 'Dispatch order' }));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Order ORD-2025-1120 is on its way.'));
    const shipped = (await within(sales).findByRole('heading', { name: 'Handwoven Raffia Basket × 2' })).closest('li')!;
    expect(within(shipped).getByText('GIG Logistics, tracking number GIG-777')).toBeInTheDocument();
    expect(within(shipped).getByRole('button', { name: 'Mark as arrived' })).toBeInTheDocument();
  });

  it('says why a step was refused, and keeps the dispatch form as typed', async () => {
    const store = sampleAccountStoreWithHistory();
    store.advanceOrder = async () => {
      throw new ServerCallError('invalid', 'This order has changed: it is sealed now. Reload to see it.');
    };
    const { toasts } = renderAccount(store);
    const sales = screen.getByRole('region', { name: 'My Sales' });
    const user = userEvent.setup();
    const pillow = (await within(sales).findByRole('heading', { name: 'Adire Throw Pillow' })).closest('li')!;
    await user.click(within(pillow).getByRole('button', { name: 'Dispatch' }));
    await user.type(within(pillow).getByLabelText('Courier'), 'DHL');
    await user.type(within(pillow).getByLabelText('Tracking number'), 'DHL-1');
    await user.click(within(pillow).getByRole('button', { name: 'Dispatch order' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: 'That did not go through: This order has changed: it is sealed now. Reload to see it.' }),
    );
    expect(within(pillow).getByLabelText('Courier')).toHaveValue('DHL');
    expect(within(pillow).getByLabelText('Tracking number')).toHaveValue('DHL-1');
  });

  it('says what is empty for a new account, with Create Item to /create', async () => {
    renderAccount(sampleAccountStore());
    expect(await screen.findByRole('link', { name: 'View All Orders (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paid 0 orders' })).toBeInTheDocument();
    expect(await screen.findByText("You haven't reviewed any products yet")).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'My Sales' })).findByText("You haven't sold any items yet")).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Create Items' });
    expect(await within(items).findByText("You haven't created any items yet")).toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'Create Item' })).toHaveAttribute('href', '/create');
  });

  it('reports a section the store could not load, and Retry loads it', async () => {
    const store = sampleAccountStoreWithHistory();
    const listOrders = jest
      .fn<Promise<Order[]>, [string]>()
      .mockRejectedValueOnce(new ServerCallError('unavailable'))
      .mockImplementation((uid) => store.listOrders(uid));
    renderAccount({ ...store, listOrders, read: () => Promise.reject(new ServerCallError('unavailable')) });
    const orders = screen.getByRole('region', { name: 'Order Status' });
    const alert = await within(orders).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your orders.');
    expect(within(orders).getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders/all');
    expect(within(orders).queryByRole('link', { name: /^Paid/ })).not.toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'My Reviews' })).findByRole('alert')).toHaveTextContent(
      'We could not load your reviews.',
    );
    expect(screen.queryByText("You haven't reviewed any products yet")).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(orders).findByRole('link', { name: 'View All Orders (10)' })).toBeInTheDocument();
  });
});
