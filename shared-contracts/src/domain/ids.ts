import type { NotificationType } from '../types/notification';

/** SPEC §3: a notification id combines its type, the time and a random string. */
export function notificationId(type: NotificationType, now: number = Date.now(), random: () => number = Math.random): string {
  return `${type}-${now}-${random().toString(36).slice(2, 11)}`;
}
