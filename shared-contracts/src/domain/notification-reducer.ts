import type { NewNotification, NotificationState, ShopNotification } from '../types/notification';
import { notificationId } from './ids';

export type NotificationAction =
  | { type: 'add'; notification: NewNotification; now: number; id?: string }
  | { type: 'markRead'; id: string }
  | { type: 'markOnboardingRead' }
  | { type: 'remove'; id: string }
  | { type: 'removeOnboarding' }
  | { type: 'clearRead' }
  | { type: 'clearAll' }
  | { type: 'cleanup'; now: number }
  | { type: 'recount' }
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'replace'; items: ShopNotification[] };

export const EMPTY_NOTIFICATIONS: NotificationState = { items: [], isOpen: false, unreadCount: 0 };

const unread = (items: ShopNotification[]) => items.filter((n) => !n.isRead).length;

/** SPEC §4 Notifications: newest first, at most one onboarding, unread count never below 0. */
export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'add': {
      const n = action.notification;
      if (n.type === 'onboarding' && state.items.some((i) => i.type === 'onboarding')) return state;
      const item: ShopNotification = {
        id: action.id ?? notificationId(n.type, action.now),
        type: n.type,
        title: n.title,
        message: n.message,
        isRead: false,
        isPersistent: n.isPersistent ?? false,
        createdAt: action.now,
        ...(n.expiresIn != null ? { expiresAt: action.now + n.expiresIn } : {}),
        ...(n.actionUrl ? { actionUrl: n.actionUrl } : {}),
        ...(n.actionText ? { actionText: n.actionText } : {}),
      };
      return { ...state, items: [item, ...state.items], unreadCount: state.unreadCount + 1 };
    }
    case 'markRead': {
      const target = state.items.find((i) => i.id === action.id);
      if (!target || target.isRead) return state;
      return {
        ...state,
        items: state.items.map((i) => (i === target ? { ...i, isRead: true } : i)),
        unreadCount: Math.max(0, state.unreadCount - 1),
      };
    }
    case 'markOnboardingRead': {
      // SPEC §4: the onboarding notification is marked read through its own action.
      const target = state.items.find((i) => i.type === 'onboarding');
      return target ? notificationReducer(state, { type: 'markRead', id: target.id }) : state;
    }
    case 'remove': {
      const target = state.items.find((i) => i.id === action.id);
      if (!target) return state;
      return {
        ...state,
        items: state.items.filter((i) => i !== target),
        unreadCount: target.isRead ? state.unreadCount : Math.max(0, state.unreadCount - 1),
      };
    }
    case 'removeOnboarding': {
      const items = state.items.filter((i) => i.type !== 'onboarding');
      return items.length === state.items.length ? state : { ...state, items, unreadCount: unread(items) };
    }
    case 'clearRead': {
      const items = state.items.filter((i) => !i.isRead);
      return { ...state, items, unreadCount: unread(items) };
    }
    case 'clearAll':
      return { ...state, items: [], unreadCount: 0 };
    case 'cleanup': {
      const items = state.items.filter(
        (i) => i.type === 'onboarding' || i.expiresAt == null || i.expiresAt > action.now,
      );
      return items.length === state.items.length ? state : { ...state, items, unreadCount: unread(items) };
    }
    case 'recount':
      return { ...state, unreadCount: unread(state.items) };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'open':
      return { ...state, isOpen: true };
    case 'close':
      return { ...state, isOpen: false };
    case 'replace':
      return { ...state, items: action.items, unreadCount: unread(action.items) };
  }
}
