import type { NewNotification, NotificationState } from '../types/notification';
import { EMPTY_NOTIFICATIONS, notificationReducer, type NotificationAction } from './notification-reducer';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const note = (title: string, extra: Partial<NewNotification> = {}): NewNotification => ({
  type: 'success',
  title,
  message: `${title} message`,
  ...extra,
});
const onboarding = note('Welcome! Complete Your Profile', { type: 'onboarding', isPersistent: true, actionUrl: '/account' });
const add = (n: NewNotification, id: string, now = NOW): NotificationAction => ({ type: 'add', notification: n, now, id });
const run = (actions: NotificationAction[], from: NotificationState = EMPTY_NOTIFICATIONS) =>
  actions.reduce(notificationReducer, from);

describe('notificationReducer add', () => {
  it('puts the newest first and raises the unread count', () => {
    const state = run([add(note('First'), 'a', NOW), add(note('Second'), 'b', NOW + 1)]);
    expect(state.items.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(state.unreadCount).toBe(2);
  });

  it('makes an unread notification with the given time and fields', () => {
    const state = run([add(note('Paid', { actionUrl: '/orders/paid', actionText: 'View order' }), 'a')]);
    expect(state.items[0]).toEqual({
      id: 'a',
      type: 'success',
      title: 'Paid',
      message: 'Paid message',
      isRead: false,
      isPersistent: false,
      createdAt: NOW,
      actionUrl: '/orders/paid',
      actionText: 'View order',
    });
  });

  it('turns expiresIn into an expiry time, and leaves it out without one', () => {
    const state = run([add(note('Sale', { expiresIn: HOUR }), 'a'), add(note('Plain'), 'b')]);
    expect(state.items.find((n) => n.id === 'a')!.expiresAt).toBe(NOW + HOUR);
    expect(state.items.find((n) => n.id === 'b')).not.toHaveProperty('expiresAt');
  });

  it('makes an id from the type and time when none is given', () => {
    const state = notificationReducer(EMPTY_NOTIFICATIONS, { type: 'add', notification: note('X', { type: 'warning' }), now: NOW });
    expect(state.items[0]!.id).toMatch(new RegExp(`^warning-${NOW}-`));
  });

  it('keeps at most one onboarding notification', () => {
    const once = run([add(onboarding, 'o1'), add(note('Other'), 'x')]);
    const twice = notificationReducer(once, add(onboarding, 'o2'));
    expect(twice).toBe(once);
    expect(twice.items.filter((n) => n.type === 'onboarding')).toHaveLength(1);
    expect(twice.unreadCount).toBe(2);
  });
});

describe('notificationReducer markOnboardingRead', () => {
  it('marks the onboarding notification read, and nothing else', () => {
    const start = run([
      { type: 'add', now: 1, id: 'o', notification: { type: 'onboarding', title: 'Welcome', message: 'm' } },
      { type: 'add', now: 2, id: 's', notification: { type: 'success', title: 'Paid', message: 'm' } },
    ]);
    const state = notificationReducer(start, { type: 'markOnboardingRead' });
    expect(state.items.map((i) => [i.id, i.isRead])).toEqual([
      ['s', false],
      ['o', true],
    ]);
    expect(state.unreadCount).toBe(1);
    expect(notificationReducer(state, { type: 'markOnboardingRead' })).toBe(state);
  });
});

describe('notificationReducer markRead', () => {
  const two = run([add(note('A'), 'a'), add(note('B'), 'b')]);

  it('marks it read and lowers the unread count', () => {
    const state = notificationReducer(two, { type: 'markRead', id: 'a' });
    expect(state.items.find((n) => n.id === 'a')!.isRead).toBe(true);
    expect(state.unreadCount).toBe(1);
  });

  it('does not count twice when marked read twice', () => {
    const state = run([{ type: 'markRead', id: 'a' }, { type: 'markRead', id: 'a' }], two);
    expect(state.unreadCount).toBe(1);
  });

  it('ignores an unknown id', () => {
    expect(notificationReducer(two, { type: 'markRead', id: 'zzz' })).toBe(two);
  });

  it('never takes the count below 0, even from a stale count', () => {
    const stale = { ...two, unreadCount: 0 };
    expect(notificationReducer(stale, { type: 'markRead', id: 'a' }).unreadCount).toBe(0);
  });
});

describe('notificationReducer remove', () => {
  const state = run([add(note('A'), 'a'), add(note('B'), 'b'), add(note('C'), 'c'), { type: 'markRead', id: 'b' }]);

  it('removing an unread one lowers the unread count', () => {
    const next = notificationReducer(state, { type: 'remove', id: 'a' });
    expect(next.items.map((n) => n.id)).toEqual(['c', 'b']);
    expect(next.unreadCount).toBe(1);
  });

  it('removing a read one keeps the unread count', () => {
    const next = notificationReducer(state, { type: 'remove', id: 'b' });
    expect(next.items.map((n) => n.id)).toEqual(['c', 'a']);
    expect(next.unreadCount).toBe(2);
  });

  it('ignores an unknown id', () => {
    expect(notificationReducer(state, { type: 'remove', id: 'zzz' })).toBe(state);
  });

  it('removeOnboarding drops only the onboarding one and recounts', () => {
    const withOnboarding = notificationReducer(state, add(onboarding, 'o'));
    const next = notificationReducer(withOnboarding, { type: 'removeOnboarding' });
    expect(next.items.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(next.unreadCount).toBe(2);
    expect(notificationReducer(next, { type: 'removeOnboarding' })).toBe(next);
  });
});

describe('notificationReducer clearing', () => {
  const state = run([add(note('A'), 'a'), add(note('B'), 'b'), add(note('C'), 'c'), { type: 'markRead', id: 'b' }]);

  it('clearRead keeps only the unread ones', () => {
    const next = notificationReducer(state, { type: 'clearRead' });
    expect(next.items.map((n) => n.id)).toEqual(['c', 'a']);
    expect(next.unreadCount).toBe(2);
  });

  it('clearAll empties the list and the count', () => {
    const next = notificationReducer({ ...state, isOpen: true }, { type: 'clearAll' });
    expect(next).toEqual({ items: [], unreadCount: 0, isOpen: true });
  });
});

describe('notificationReducer cleanup', () => {
  const state = run([
    add(note('Expired', { expiresIn: HOUR }), 'expired', NOW - 2 * HOUR),
    add(note('Live', { expiresIn: 2 * HOUR }), 'live', NOW - HOUR),
    add(note('Forever'), 'forever', NOW - 100 * HOUR),
    add({ ...onboarding, expiresIn: 1 }, 'onboarding', NOW - 100 * HOUR),
  ]);

  it('removes notifications whose expiry has passed, except onboarding ones and those without expiry', () => {
    const next = notificationReducer(state, { type: 'cleanup', now: NOW });
    expect(next.items.map((n) => n.id).sort()).toEqual(['forever', 'live', 'onboarding']);
    expect(next.unreadCount).toBe(3);
  });

  it('removes a notification at the exact moment it expires', () => {
    const next = notificationReducer(state, { type: 'cleanup', now: NOW + HOUR });
    expect(next.items.map((n) => n.id)).not.toContain('live');
  });

  it('returns the same state when nothing expired', () => {
    const clean = notificationReducer(state, { type: 'cleanup', now: NOW });
    expect(notificationReducer(clean, { type: 'cleanup', now: NOW })).toBe(clean);
  });
});

describe('notificationReducer recount, replace and drawer', () => {
  it('recount recalculates the unread count from the items', () => {
    const state = run([add(note('A'), 'a'), add(note('B'), 'b'), { type: 'markRead', id: 'a' }]);
    expect(notificationReducer({ ...state, unreadCount: 9 }, { type: 'recount' }).unreadCount).toBe(1);
  });

  it('replace takes the given items and counts their unread ones', () => {
    const items = run([add(note('A'), 'a'), add(note('B'), 'b'), { type: 'markRead', id: 'b' }]).items;
    expect(notificationReducer(EMPTY_NOTIFICATIONS, { type: 'replace', items })).toEqual({ items, isOpen: false, unreadCount: 1 });
  });

  it('toggle, open and close drive the drawer', () => {
    const open = notificationReducer(EMPTY_NOTIFICATIONS, { type: 'toggle' });
    expect(open.isOpen).toBe(true);
    expect(notificationReducer(open, { type: 'toggle' }).isOpen).toBe(false);
    expect(notificationReducer(open, { type: 'close' }).isOpen).toBe(false);
    expect(notificationReducer(EMPTY_NOTIFICATIONS, { type: 'open' }).isOpen).toBe(true);
  });
});
