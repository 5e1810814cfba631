import type { ShopNotification } from 'shared-contracts';
import { filterNotifications, NOTIFICATION_FILTERS, notificationCounts } from './notification-filters';

const note = (id: string, createdAt: number, isRead: boolean): ShopNotification => ({
  id,
  type: 'other',
  title: id,
  message: '',
  isRead,
  isPersistent: false,
  createdAt,
});

// Stored out of order on purpose: a saved list may come back in any order.
const items = [note('old-read', 1, true), note('new-unread', 3, false), note('mid-unread', 2, false), note('newest-read', 4, true)];
const ids = (list: ShopNotification[]) => list.map((n) => n.id);

describe('notification filters', () => {
  it('lists the tabs All, Unread, Read in that order', () => {
    expect(NOTIFICATION_FILTERS).toEqual(['all', 'unread', 'read']);
  });

  it('leaves the given list as it was', () => {
    const copy = [...items];
    filterNotifications(items, 'all');
    expect(items).toEqual(copy);
  });

  it('keeps every, only unread or only read notifications, newest first', () => {
    expect(ids(filterNotifications(items, 'all'))).toEqual(['newest-read', 'new-unread', 'mid-unread', 'old-read']);
    expect(ids(filterNotifications(items, 'unread'))).toEqual(['new-unread', 'mid-unread']);
    expect(ids(filterNotifications(items, 'read'))).toEqual(['newest-read', 'old-read']);
  });

  it('counts each tab from the items', () => {
    expect(notificationCounts(items)).toEqual({ all: 4, unread: 2, read: 2 });
    expect(notificationCounts([])).toEqual({ all: 0, unread: 0, read: 0 });
  });
});
