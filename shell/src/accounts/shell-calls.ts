import type { CallServer, ShopNotification } from 'shared-contracts';

/** What the shell itself asks the shop's server, for the signed-in shopper whose token goes along. */
export function shellCalls(call: CallServer) {
  return {
    /** The account, to know the whole profile again after a reload (the browser keeps only part of it). */
    readAccount: () => call('readAccount'),
    listNotifications: () => call('listNotifications'),
    /** Replaces the shopper's stored notifications with this list. */
    saveNotifications: async (items: ShopNotification[]) => {
      await call('saveNotifications', { items });
    },
    readPreferences: () => call('readPreferences'),
  };
}

export type ShellCalls = ReturnType<typeof shellCalls>;
