import { screen } from '@testing-library/react';
import { LOGGED_OUT, type SessionUser } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { CartDrawer } from '../layout/CartDrawer/CartDrawer';
import { NotificationDrawer } from '../layout/NotificationDrawer/NotificationDrawer';
import { cartLine, notification } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { parseJsonList } from './persistence';
import { isStoredCartLine, isStoredNotification, restoreSession } from './stored-values';

const line = cartLine({ id: 't1', name: 'Cotton Tee', price: 4500, discountPrice: 3900 }, 2);
const note = notification({ id: 'n1', createdAt: 1_700_000_000_000, title: 'Order placed', message: 'Thanks', actionUrl: '/orders/all' });
const user: SessionUser = {
  providerId: 'google.com',
  uid: 'u1',
  isLoggedIn: true,
  primaryInformation: { firstName: 'Ada', email: 'ada@example.com', verifiedEmail: true },
  location: { city: 'Ikeja', geoCoordinates: { latitude: 6.6, longitude: 3.35 } },
};

describe('isStoredCartLine', () => {
  it('keeps a line the cart wrote', () => {
    expect(isStoredCartLine(JSON.parse(JSON.stringify(line)))).toBe(true);
  });

  it.each([
    ['a name that is not text', { ...line, product: { ...line.product, name: { text: 'Tee' } } }],
    ['no name', { ...line, product: { ...line.product, name: undefined } }],
    ['a negative price', { ...line, product: { ...line.product, price: -1 } }],
    ['a discount price that is text', { ...line, product: { ...line.product, discountPrice: '3900' } }],
    ['a picture that is not text', { ...line, product: { ...line.product, image: 7 } }],
    ['a blank id', { ...line, product: { ...line.product, id: ' ' } }],
    ['a fractional quantity', { ...line, quantity: 1.5 }],
    ['a quantity of 0', { ...line, quantity: 0 }],
    ['no product', { quantity: 1 }],
  ])('drops a line with %s', (_why, value) => {
    expect(isStoredCartLine(value)).toBe(false);
  });
});

describe('isStoredNotification', () => {
  it('keeps a notification the store wrote', () => {
    expect(isStoredNotification(JSON.parse(JSON.stringify(note)))).toBe(true);
  });

  it.each([
    ['a message that is not text', { ...note, message: { html: '<b>hi</b>' } }],
    ['an unknown type', { ...note, type: 'alert' }],
    ['a blank title', { ...note, title: '' }],
    ['an action URL that is a number', { ...note, actionUrl: -1 }],
    ['a javascript: action URL', { ...note, actionUrl: 'javascript:alert(1)' }],
    ['an action text that is not text', { ...note, actionText: ['View'] }],
    ['no id', { ...note, id: undefined }],
    ['a read flag that is text', { ...note, isRead: 'yes' }],
    ['no creation time', { ...note, createdAt: undefined }],
    ['an expiry that is text', { ...note, expiresAt: 'tomorrow' }],
  ])('drops a notification with %s', (_why, value) => {
    expect(isStoredNotification(value)).toBe(false);
  });
});

describe('restoreSession', () => {
  it('restores a signed-in shopper', () => {
    expect(restoreSession(JSON.stringify(user))).toEqual(user);
  });

  it('is logged out when a profile field is the wrong kind of value', () => {
    for (const broken of [
      { ...user, primaryInformation: { firstName: 5 } },
      { ...user, primaryInformation: 'Ada' },
      { ...user, primaryInformation: { verifiedEmail: 'yes' } },
      { ...user, location: { city: ['Ikeja'] } },
      { ...user, location: { geoCoordinates: { latitude: 'north' } } },
      { ...user, providerId: 42 },
    ]) {
      expect(restoreSession(JSON.stringify(broken))).toEqual(LOGGED_OUT);
    }
  });

  it('is logged out for nothing, bad JSON or the wrong shape, and never throws', () => {
    for (const raw of [null, '', '{', '[]', 'null', '"user"', '{"isLoggedIn":true}']) {
      expect(restoreSession(raw)).toEqual(LOGGED_OUT);
    }
  });
});

describe('what the drawers render after a restore', () => {
  // Values like these once passed the shell's checks, then threw while rendering (an object is no React child).
  const storedCart = JSON.stringify([line, { ...line, product: { ...line.product, id: 'x', name: { evil: true } } }]);
  const storedNotes = JSON.stringify([note, { ...note, id: 'n2', message: { evil: true } }]);

  it('shows the good cart lines and leaves the broken one out', () => {
    const items = parseJsonList(storedCart, isStoredCartLine);
    renderShell(<CartDrawer />, { harness: createHarness({ cart: { items, isOpen: true } }) });
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Cotton Tee')).toBeInTheDocument();
  });

  it('shows the good notifications and leaves the broken one out', () => {
    const items = parseJsonList(storedNotes, isStoredNotification);
    expect(items.map((n) => n.id)).toEqual(['n1']);
    const harness = createHarness({ notifications: { items, isOpen: true, unreadCount: 1 } });
    renderShell(<NotificationDrawer now={note.createdAt} />, { harness });
    expect(screen.getByRole('button', { name: /Order placed/ })).toBeInTheDocument();
  });
});
