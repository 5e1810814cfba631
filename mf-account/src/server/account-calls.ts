import type { AccountDocument, AccountPreferences, CallServer, Location, PrimaryInformation } from 'shared-contracts';

/**
 * The shopper's account document and preferences, through the shop's server (each payload is the shared
 * schema of the callable's name). The server acts for the signed-in shopper whose token goes along, so no
 * call names a uid.
 */
export function accountCalls(call: CallServer) {
  return {
    /** Writes the caller's account document from their sign-in unless one exists, and says which; an existing one is never overwritten. */
    createAccount: async () => (await call<{ outcome: 'created' | 'exists' }>('createAccount')).outcome,
    /** The caller's account document, or null when they have none yet. */
    readAccount: () => call<AccountDocument | null>('readAccount'),
    /** Merges into the profile and resolves to the merged value. */
    updatePrimaryInformation: (patch: Partial<PrimaryInformation>) => call<Partial<PrimaryInformation>>('updatePrimaryInformation', patch),
    /** Merges into the address and resolves to the merged value. */
    updateLocation: (patch: Partial<Location>) => call<Partial<Location>>('updateLocation', patch),
    readPreferences: () => call<AccountPreferences>('readPreferences'),
    /** Merges each given section of the preferences. */
    savePreferences: (patch: AccountPreferences) => call<AccountPreferences>('savePreferences', patch),
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
