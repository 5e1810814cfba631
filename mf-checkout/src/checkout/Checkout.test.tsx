import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ServerCallError, type SessionUser, type ToastMessage } from 'shared-contracts';
import { createHarness, priceInCart, SAMPLE_SHOPPER, sampleAccountStore, type MemoryAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import type { PaymentGateway, PaymentResult } from '../shared/payments/payment-gateway';
import { createMemoryPaymentGateway } from '../shared/payments/testing/memory-payment-gateway';
import { PaymentGatewayProvider } from '../shared/payment-gateway-context';

import { SAMPLE_CART } from '../harness/sample-cart';
import { Checkout } from './Checkout';

const uid = SAMPLE_SHOPPER.uid!;
// Sample cart: 2 x 4,500 + 1 x 15,000 (discounted from 20,000) = 24,000; tax 1,920.
const SUBTOTAL = 24000;
const TAX = 1920;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Where the page is, as a reload would ask for it again; and the browser's own Back. */
let address = '/checkout';
let browserBack = () => undefined as void;
function Address() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  address = pathname + search;
  browserBack = () => void navigate(-1);
  return null;
}

interface Setup {
  session?: SessionUser;
  cart?: typeof SAMPLE_CART;
  gateway?: PaymentGateway;
  accounts?: MemoryAccountStore;
  config?: Parameters<typeof createHarness>[0] extends infer I ? (I extends { config?: infer C } ? C : never) : never;
  fakeTimers?: boolean;
  route?: string;
}

/** The pretend server prices the sample cart's products as the catalog would. */
const serverStore = () => sampleAccountStore(priceInCart(() => SAMPLE_CART));

function setup({ session = SAMPLE_SHOPPER, cart = SAMPLE_CART, gateway = createMemoryPaymentGateway(), accounts = serverStore(), config, fakeTimers, route = '/checkout' }: Setup = {}) {
  const harness = createHarness({ session, cart, accounts, ...(config ? { config } : {}) });
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const ui = (
    <PaymentGatewayProvider gateway={gateway}>
      <Address />
      <Routes>
        <Route path="/checkout" element={<Checkout />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </PaymentGatewayProvider>
  );
  const view = renderScreen(ui, { harness, route });
  return { harness, toasts, user, gateway, accounts, ui, view };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const stepTitle = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
const summary = () => within(screen.getByRole('complementary', { name: 'Order Summary' }));
const summaryValue = (term: string) => summary().getByText(term).nextElementSibling?.textContent;

async function toFinalReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(continueButton());
  await user.click(continueButton());
  await user.click(continueButton());
  expect(stepTitle()).toHaveTextContent('Final Review');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('Checkout: who and what', () => {
  it('says the cart is empty and leads back to shopping', () => {
    setup({ cart: { items: [], isOpen: false } });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add some items to your cart before checking out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it('asks a signed-out visitor to sign in and come back', () => {
    setup({ session: { providerId: null, uid: null, primaryInformation: null, location: null, isLoggedIn: false } });
    expect(screen.getByRole('heading', { name: 'Please sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
  });

  it('shows the four steps, the first current, and the order summary with tax at 8 %', () => {
    setup();
    const steps = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1Review', '2Shipping', '3Payment', '4Final Review']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(summary().getByText('Harness Cotton Tee')).toBeInTheDocument();
    expect(summary().getByText('× 2')).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('₦24,000');
    expect(summaryValue('Shipping')).toBe('₦599');
    expect(summaryValue('Tax (8%)')).toBe('₦1,920');
    expect(summaryValue('Total')).toBe('₦26,519');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});

describe('Checkout step 1: Review', () => {
  it('changes quantities within 1 to 10 and removes lines, through the cart', async () => {
    const single = { items: [{ ...SAMPLE_CART.items[1]! }], isOpen: false };
    const { harness, user } = setup({ cart: single });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Harness Leather Bag' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Harness Leather Bag' });
    // At a limit a button is aria-disabled, not disabled: it keeps focus and a press changes nothing.
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 10; i++) await user.click(plus);
    expect(harness.stores.cart.get().items[0]!.quantity).toBe(10);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    expect(summaryValue('Subtotal')).toBe('₦150,000');
    await user.click(screen.getByRole('button', { name: 'Remove Harness Leather Bag' }));
    expect(harness.stores.cart.get().items).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toHaveFocus();
  });

  it('gives focus to the next line’s Remove when a line is removed', async () => {
    const { user } = setup();
    const [first, second] = SAMPLE_CART.items;
    await user.click(screen.getByRole('button', { name: `Remove ${first!.product.name}` }));
    expect(screen.getByRole('button', { name: `Remove ${second!.product.name}` })).toHaveFocus();
  });
});

describe('Checkout arriving with a session restored from the browser (no phone or address yet)', () => {
  // What the browser keeps of a session: name and email, no location (sessionForStorage).
  const restored: SessionUser = { ...SAMPLE_SHOPPER, location: null, primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } };

  /** Saves a draft at step 3 the way a shopper does, then arrives again with the restored session and a read held open. */
  async function arriveAtPayment(read: Promise<unknown>) {
    const first = setup();
    await first.user.click(continueButton());
    await first.user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Payment');
    first.view.unmount();
    expect(address).toBe('/checkout?step=payment');
    const accounts = serverStore();
    const reads = jest.spyOn(accounts, 'read').mockImplementationOnce(() => read as ReturnType<MemoryAccountStore['read']>);
    return { ...setup({ session: restored, accounts, route: address }), reads };
  }

  it('shows the saved step loading, with Continue held, and stays there once the profile is read', async () => {
    let answer!: (doc: unknown) => void;
    const { user, accounts, reads } = await arriveAtPayment(new Promise((resolve) => (answer = resolve)));
    expect(stepTitle()).toHaveTextContent('Payment');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(screen.queryByText('Complete Profile First')).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Payment');
    reads.mockRestore();
    await act(async () => answer(await accounts.read(uid)));
    expect(stepTitle()).toHaveTextContent('Payment');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(continueButton()).toBeEnabled();
  });

  it('says when the profile cannot be read, and Try Again reads it', async () => {
    let fail!: (error: Error) => void;
    const { user } = await arriveAtPayment(new Promise((_, reject) => (fail = reject)));
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile. Check your connection and try again.');
    expect(stepTitle()).toHaveTextContent('Payment');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    expect(stepTitle()).toHaveTextContent('Payment');
  });
});

describe('Checkout step 2: Shipping', () => {
  it('is prefilled from the profile, with Nigeria and standard shipping by default', async () => {
    const { user } = setup({ session: { ...SAMPLE_SHOPPER, location: { ...SAMPLE_SHOPPER.location, country: null } } });
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Shipping');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Allen Avenue');
    expect(screen.getByLabelText('ZIP/Postal Code')).toHaveValue('100271');
    expect(screen.getByLabelText('Country')).toHaveValue('Nigeria');
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  it('names each missing field next to it, keeps what was typed, and lands on the first', async () => {
    const { user } = setup();
    await user.click(continueButton());
    await user.clear(screen.getByLabelText('City'));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Shipping');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone Number is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.type(screen.getByLabelText('Phone Number'), '+2348011111111');
    await user.type(screen.getByLabelText('City'), 'Yaba');
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Payment');
  });

  it('prices the shipping method chosen into the summary', async () => {
    const { user } = setup();
    await user.click(continueButton());
    await user.click(screen.getByRole('radio', { name: /Express.*2-3 business days/ }));
    expect(summaryValue('Shipping')).toBe('₦1,599');
    await user.click(screen.getByRole('radio', { name: /Overnight.*next business day/ }));
    expect(summaryValue('Total')).toBe(`₦${(SUBTOTAL + 2999 + TAX).toLocaleString('en-NG')}`);
  });

  it('stops a shopper with an incomplete profile, naming each missing item', async () => {
    const { user } = setup({
      session: { ...SAMPLE_SHOPPER, primaryInformation: { ...SAMPLE_SHOPPER.primaryInformation, phone: '' }, location: { city: 'Ikeja' } },
    });
    await user.click(continueButton());
    expect(screen.getByRole('button', { name: 'Complete Profile First' })).toBeDisabled();
    expect(screen.getByText('Please complete your profile information before proceeding')).toBeInTheDocument();
    const missing = within(screen.getByRole('list', { name: 'Missing from your profile' })).getAllByRole('listitem');
    expect(missing.map((m) => m.textContent)).toEqual(['Phone Number', 'Address', 'State', 'ZIP/Postal Code']);
    expect(screen.getByRole('link', { name: 'Complete Profile Now' })).toHaveAttribute('href', '/settings?tab=profile');
  });
});

describe('Checkout: what the shopper typed', () => {
  it('survives Back, Continue and a reload', async () => {
    const { user, ui, view } = setup();
    await user.click(continueButton());
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Yaba');
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.click(continueButton());
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Adaeze');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('City')).toHaveValue('Yaba');
    await user.click(continueButton());
    expect(screen.getByLabelText('First Name')).toHaveValue('Adaeze');

    view.unmount();
    renderScreen(ui, { harness: createHarness({ session: SAMPLE_SHOPPER, cart: SAMPLE_CART, accounts: sampleAccountStore() }), route: address });
    expect(stepTitle()).toHaveTextContent('Payment');
    expect(screen.getByLabelText('First Name')).toHaveValue('Adaeze');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('City')).toHaveValue('Yaba');
    expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked();
  });

  it('re-syncs with a changed profile, except what the shopper typed over', async () => {
    const { user, harness } = setup();
    await user.click(continueButton());
    await user.clear(screen.getByLabelText('State'));
    await user.type(screen.getByLabelText('State'), 'Ogun');
    act(() => harness.bus.emit('session:update', { location: { city: 'Yaba', state: 'Lagos State' } }));
    expect(screen.getByLabelText('City')).toHaveValue('Yaba');
    expect(screen.getByLabelText('State')).toHaveValue('Ogun');
  });
});

describe('Checkout: the step is in the URL', () => {
  it('names each step in the address as Continue and Back move, and the browser’s Back returns to the step before', async () => {
    const { user } = setup();
    expect(address).toBe('/checkout');
    await user.click(continueButton());
    expect(address).toBe('/checkout?step=shipping');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Yaba');
    await user.click(continueButton());
    expect(address).toBe('/checkout?step=payment');
    await user.click(continueButton());
    expect(address).toBe('/checkout?step=final-review');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address).toBe('/checkout?step=payment');

    act(() => browserBack());
    expect(stepTitle()).toHaveTextContent('Final Review');
    act(() => browserBack());
    act(() => browserBack());
    expect(stepTitle()).toHaveTextContent('Shipping');
    expect(stepTitle()).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveValue('Yaba');
  });

  it.each([
    ['review', 'Review'],
    ['shipping', 'Shipping'],
    ['payment', 'Payment'],
    ['final-review', 'Final Review'],
  ])('a reload or a link to step=%s opens that step', (id, title) => {
    setup({ route: `/checkout?step=${id}` });
    expect(stepTitle()).toHaveTextContent(`Step ${['Review', 'Shipping', 'Payment', 'Final Review'].indexOf(title) + 1} of 4: ${title}`);
    expect(address).toBe(`/checkout?step=${id}`);
  });

  it('opens a link to a later step on the first step that is not complete, and says so in the address', () => {
    setup({
      route: '/checkout?step=final-review',
      session: { ...SAMPLE_SHOPPER, primaryInformation: { ...SAMPLE_SHOPPER.primaryInformation, phone: '' }, location: { city: 'Ikeja' } },
    });
    expect(stepTitle()).toHaveTextContent('Shipping');
    expect(screen.getByRole('button', { name: 'Complete Profile First' })).toBeDisabled();
    expect(address).toBe('/checkout?step=shipping');
  });

  it('opens the first step for a step that is none', () => {
    setup({ route: '/checkout?step=confirm' });
    expect(stepTitle()).toHaveTextContent('Review');
  });
});

describe('Checkout step 3: Payment', () => {
  it('prefills the payer; the amount follows the total, read-only, digits only', async () => {
    const { user } = setup();
    await user.click(continueButton());
    await user.click(screen.getByRole('radio', { name: /Overnight/ }));
    await user.click(continueButton());
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    const amount = screen.getByLabelText('Amount (₦)');
    expect(amount).toHaveValue(String(SUBTOTAL + 2999 + TAX));
    expect(amount).toHaveAttribute('readonly');
    await user.type(amount, '999');
    expect(amount).toHaveValue(String(SUBTOTAL + 2999 + TAX));
  });

  it('needs every payment field', async () => {
    const { user } = setup();
    await user.click(continueButton());
    await user.click(continueButton());
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(continueButton());
    expect(stepTitle()).toHaveTextContent('Payment');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last Name is required');
  });
});

describe('Checkout step 4: Final Review and paying', () => {
  it('reviews the address, the payment and the method before Place Order', async () => {
    const { user } = setup();
    await toFinalReview(user);
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('12 Allen Avenue');
    expect(screen.getByRole('region', { name: 'Payment Details' })).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('region', { name: 'Shipping Method' })).toHaveTextContent('Standard (5-7 business days)');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("places the order with the server, pays the server's amount and reference in kobo, then empties the cart and goes home after 3 s", async () => {
    jest.useFakeTimers();
    const { user, gateway, accounts, toasts, harness } = setup({ fakeTimers: true });
    const memory = gateway as ReturnType<typeof createMemoryPaymentGateway>;
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const total = SUBTOTAL + 599 + TAX;
    await waitFor(() => expect(memory.requests).toHaveLength(1));
    const request = memory.requests[0]!;
    expect(request).toMatchObject({ email: 'ada@example.com', amountKobo: total * 100, currency: 'NGN', firstName: 'Ada', lastName: 'Obi' });
    expect(request.reference).toMatch(/^SHOP-/);
    expect(request.metadata).toEqual({ orderId: expect.stringMatching(/^ORD-/) });
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Payment success: Approved', durationMs: 3000 });
    expect(screen.getByText(request.reference)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your orders.');
    const [order] = await accounts.listOrders(uid);
    expect(order).toMatchObject({
      id: request.metadata.orderId,
      status: 'paid',
      total,
      paymentMethod: 'Card',
      paymentReference: request.reference,
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos 100271, Nigeria',
    });
    expect(order!.items).toHaveLength(2);
    expect(harness.stores.cart.get().items).toHaveLength(2);

    act(() => jest.advanceTimersByTime(3000));
    expect(harness.stores.cart.get().items).toEqual([]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(sessionStorage.getItem(`checkout:${uid}`)).toBeNull();
    expect(harness.stores.notifications.get().items.some((n) => n.title === 'Order placed')).toBe(true);
  });

  it("charges the server's price, never the one the browser's cart holds", async () => {
    const tampered = { ...SAMPLE_CART, items: SAMPLE_CART.items.map((l) => ({ ...l, product: { ...l.product, price: 1, discountPrice: 1, total: l.quantity } })) };
    const { user, gateway } = setup({ cart: tampered });
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order confirmed' });
    expect((gateway as ReturnType<typeof createMemoryPaymentGateway>).requests[0]!.amountKobo).toBe((SUBTOTAL + 599 + TAX) * 100);
  });

  it('says why the server would not place the order, and opens no payment', async () => {
    const accounts = sampleAccountStore((id) => (id === 'harness-bag' ? null : priceInCart(() => SAMPLE_CART)(id)));
    const { user, gateway, toasts } = setup({ accounts });
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'We could not place your order: this product is no longer for sale. Nothing was charged.', durationMs: 4000 }]),
    );
    expect((gateway as ReturnType<typeof createMemoryPaymentGateway>).requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('keeps an order the server could not verify unpaid, and says so', async () => {
    // Paystack's window said success, but the server's check with Paystack found no payment.
    const { user, accounts, toasts } = setup({ config: { payment: { provider: 'paystack', publicKey: 'pk_test_x' } } });
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'Payment not verified: no payment was found for this order. Your order is kept unpaid in your orders.', durationMs: 4000 },
      ]),
    );
    expect(await accounts.listOrders(uid)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Order confirmed' })).toBeNull();
  });

  it('a cancelled payment saves nothing and keeps everything, with a calm word, and lets its items go', async () => {
    const { user, accounts, harness, toasts } = setup({ gateway: createMemoryPaymentGateway(() => ({ status: 'cancelled' })) });
    const cancelPayment = jest.spyOn(accounts, 'cancelPayment');
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled. Nothing was charged');
    const [unpaid] = await accounts.listUnpaidOrders!(uid);
    expect(cancelPayment).toHaveBeenCalledWith(uid, unpaid!.id);
    expect(stepTitle()).toHaveTextContent('Final Review');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(await accounts.listOrders(uid)).toEqual([]);
    expect(harness.stores.cart.get().items).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('a declined payment is an error toast; nothing is lost and Place Order works again', async () => {
    const answers: PaymentResult[] = [{ status: 'failed', message: 'Your card was declined. Nothing was charged.' }];
    const gateway = createMemoryPaymentGateway((r) => answers.shift() ?? { status: 'success', reference: r.reference, message: 'Approved' });
    const { user, accounts, toasts } = setup({ gateway });
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(toasts).toEqual([{ kind: 'error', message: 'Your card was declined. Nothing was charged.', durationMs: 4000 }]);
    expect(await accounts.listOrders(uid)).toEqual([]);
    expect(stepTitle()).toHaveTextContent('Final Review');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(async () => expect(await accounts.listOrders(uid)).toHaveLength(1));
    // The same order, paid by a new attempt: a provider takes each reference once.
    expect(gateway.requests[1]!.metadata).toEqual(gateway.requests[0]!.metadata);
    expect(gateway.requests[0]!.reference).not.toBe(gateway.requests[1]!.reference);
    expect(await accounts.listUnpaidOrders!(uid)).toEqual([]);
  });

  it('places a new order when the cart changed after a declined payment', async () => {
    const answers: PaymentResult[] = [{ status: 'failed', message: 'Your card was declined. Nothing was charged.' }];
    const gateway = createMemoryPaymentGateway((r) => answers.shift() ?? { status: 'success', reference: r.reference, message: 'Approved' });
    const { user, accounts, harness } = setup({ gateway });
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    act(() => harness.bus.emit('cart:set-quantity', { productId: SAMPLE_CART.items[0]!.product.id, quantity: 3 }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(async () => expect(await accounts.listOrders(uid)).toHaveLength(1));
    expect(gateway.requests[1]!.metadata).not.toEqual(gateway.requests[0]!.metadata);
    expect((await accounts.listUnpaidOrders!(uid)).map((o) => o.id)).toEqual([gateway.requests[0]!.metadata.orderId]);
  });

  it('a double click opens one payment and saves one order', async () => {
    let approve!: () => void;
    const requests: unknown[] = [];
    const gateway: PaymentGateway = {
      pay: (r) => {
        requests.push(r);
        return new Promise((resolve) => (approve = () => resolve({ status: 'success', reference: r.reference, message: 'Approved' })));
      },
    };
    const { user, accounts } = setup({ gateway });
    await toFinalReview(user);
    const place = screen.getByRole('button', { name: 'Place Order' });
    await user.dblClick(place);
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    act(() => approve());
    await waitFor(async () => expect(await accounts.listOrders(uid)).toHaveLength(1));
    expect(requests).toHaveLength(1);
  });

  it('keeps asking the server to confirm while it cannot be reached, and never loses the payment reference', async () => {
    const store = serverStore();
    let reachable = false;
    const accounts: MemoryAccountStore = {
      ...store,
      confirmPayment: (u, id) => (reachable ? store.confirmPayment!(u, id) : Promise.reject(new ServerCallError('unavailable'))),
    };
    jest.useFakeTimers();
    const { user, gateway, toasts } = setup({ accounts, fakeTimers: true });
    await toFinalReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const reference = (gateway as ReturnType<typeof createMemoryPaymentGateway>).requests[0]!.reference;
    expect(toasts.map((t) => t.message)).toContain(
      `Your payment went through (reference ${reference}) but the shop has not confirmed it yet. We keep checking; nothing is lost.`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The shop has not confirmed your payment yet.');
    expect(screen.getByText(reference)).toBeInTheDocument();

    reachable = true;
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect((await store.listOrders(uid)).map((o) => o.paymentReference)).toEqual([reference]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your orders.');
  });
});

describe('Complete payment (/checkout?pay=, contracts 1.8)', () => {
  const SHIPPING = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '08031234567', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '100271', country: 'Nigeria' };
  /** An order placed earlier whose card was declined: the server keeps it awaiting payment. */
  async function declinedOrder(accounts: MemoryAccountStore) {
    const placed = await accounts.placeOrder!(uid, { items: [{ productId: SAMPLE_CART.items[0]!.product.id, quantity: 2 }], shippingMethod: 'standard', shipping: SHIPPING });
    await accounts.chargeSandbox!(uid, placed.reference, 'failed');
    return placed;
  }

  it("shows the unpaid order and pays it as the server priced it, with a new reference, then goes to the paid orders", async () => {
    const accounts = serverStore();
    const placed = await declinedOrder(accounts);
    jest.useFakeTimers();
    const { user, gateway, toasts, harness } = setup({ accounts, route: `/checkout?pay=${placed.orderId}`, fakeTimers: true });
    const memory = gateway as ReturnType<typeof createMemoryPaymentGateway>;
    expect(await screen.findByRole('heading', { name: 'Complete payment' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Order ${placed.orderId}, placed on .+, is waiting for its payment\\.$`))).toBeInTheDocument();
    expect(screen.getByText(/^Pay by \d{1,2} \w{3}, \d\d:\d\d\. After that the order expires/)).toBeInTheDocument();
    // The server's totals, line by line: 2 x 4,500, standard shipping, 8 % tax.
    expect(summaryValue('Subtotal')).toBe('₦9,000');
    expect(summaryValue('Shipping')).toBe('₦599');
    expect(summaryValue('Tax (8%)')).toBe('₦720');
    expect(summaryValue('Total')).toBe(`₦${placed.total.toLocaleString('en-NG')}`);
    await user.click(screen.getByRole('button', { name: `Pay ₦${placed.total.toLocaleString('en-NG')}` }));

    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeInTheDocument();
    expect(memory.requests[0]).toMatchObject({ amountKobo: placed.amountKobo, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', metadata: { orderId: placed.orderId } });
    expect(memory.requests[0]!.reference).not.toBe(placed.reference);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Payment success: Approved', durationMs: 3000 });
    expect(screen.getByText('Taking you to your orders…')).toBeInTheDocument();
    expect((await accounts.listOrders(uid))[0]).toMatchObject({ id: placed.orderId, status: 'paid', paymentReference: memory.requests[0]!.reference });

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('where')).toHaveTextContent('/orders/paid');
    expect(harness.stores.cart.get().items).toHaveLength(2); // the cart may hold something else by now
  });

  it('keeps the order unpaid and the button ready after a cancelled pop-up', async () => {
    const accounts = serverStore();
    const placed = await declinedOrder(accounts);
    const { user } = setup({ accounts, route: `/checkout?pay=${placed.orderId}`, gateway: createMemoryPaymentGateway(() => ({ status: 'cancelled' })) });
    await user.click(await screen.findByRole('button', { name: /^Pay ₦/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled. Nothing was charged');
    expect(screen.getByRole('button', { name: /^Pay ₦/ })).toBeEnabled();
    expect((await accounts.listUnpaidOrders!(uid)).map((o) => o.status)).toEqual(['awaiting-payment']);
  });

  it('says an expired order can no longer be paid, and an unknown one has nothing to pay', async () => {
    let clock = Date.UTC(2026, 10, 23, 12);
    const store = sampleAccountStore(priceInCart(() => SAMPLE_CART), () => clock);
    const placed = await declinedOrder(store);
    clock = placed.expiresAt;
    const { view, gateway } = setup({ accounts: store, route: `/checkout?pay=${placed.orderId}` });
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged for it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders/all');
    expect(screen.queryByRole('button', { name: /^Pay ₦/ })).toBeNull();
    view.unmount();

    setup({ accounts: store, route: '/checkout?pay=ORD-NOT-MINE', gateway });
    expect(await screen.findByRole('heading', { name: 'Nothing to pay here' })).toBeInTheDocument();
  });

  it('says a refunded order has nothing to pay, its payment gone back (issue 32)', async () => {
    const store = sampleAccountStore(priceInCart(() => SAMPLE_CART));
    const placed = await declinedOrder(store);
    const [order] = await store.listUnpaidOrders!(uid);
    const refunded: MemoryAccountStore = { ...store, listUnpaidOrders: async () => [{ ...order!, status: 'refunded' }] };
    setup({ accounts: refunded, route: `/checkout?pay=${placed.orderId}` });
    expect(await screen.findByRole('heading', { name: 'This order was refunded' })).toBeInTheDocument();
    expect(screen.getByText('Its items sold out before your payment arrived, so the payment was refunded in full.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay ₦/ })).toBeNull();
  });
});
