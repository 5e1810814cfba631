import type { CallInput, CallServer } from 'shared-contracts';

/**
 * The shopper's account document and preferences, through the shop's server (each payload is the shared
 * schema of the callable's name). The server acts for the signed-in shopper whose token goes along, so no
 * call names a uid.
 */
export function accountCalls(call: CallServer) {
  return {
    /** Writes the caller's account document from their sign-in unless one exists, and says which; an existing one is never overwritten. */
    createAccount: async () => (await call('createAccount')).outcome,
    /** The caller's account document, or null when they have none yet. */
    readAccount: () => call('readAccount'),
    /** Merges into the profile and resolves to the merged value. */
    updatePrimaryInformation: (patch: CallInput<'updatePrimaryInformation'>) => call('updatePrimaryInformation', patch),
    /** Merges into the address and resolves to the merged value. */
    updateLocation: (patch: CallInput<'updateLocation'>) => call('updateLocation', patch),
    readPreferences: () => call('readPreferences'),
    /** Merges each given section of the preferences. */
    savePreferences: (patch: CallInput<'savePreferences'>) => call('savePreferences', patch),
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
