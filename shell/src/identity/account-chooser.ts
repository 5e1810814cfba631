import type { ChosenAccount } from './emulator-credential';

/** Connects the identity adapter (which asks) to the dialog the shell mounts (which answers). */
export interface AccountChooser {
  /** Opens the chooser; resolves with the account picked, or null when the shopper cancels. */
  choose(): Promise<ChosenAccount | null>;
  /** Whether a choose() waits for the shopper: the host shows the dialog meanwhile. */
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
  /** Answers the pending choose() and closes the chooser; nothing happens when none is pending. */
  settle(account: ChosenAccount | null): void;
}

/** Methods are plain closures: `chooser.choose` can be handed over on its own. */
export function createAccountChooser(): AccountChooser {
  const listeners = new Set<() => void>();
  let pending: { promise: Promise<ChosenAccount | null>; resolve(account: ChosenAccount | null): void } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    choose() {
      // A second click while the chooser is open waits for the same answer.
      if (pending) return pending.promise;
      let resolve!: (account: ChosenAccount | null) => void;
      const promise = new Promise<ChosenAccount | null>((r) => {
        resolve = r;
      });
      pending = { promise, resolve };
      notify();
      return promise;
    },
    isOpen: () => pending !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    settle(account) {
      if (!pending) return;
      const { resolve } = pending;
      pending = null;
      notify();
      resolve(account);
    },
  };
}
