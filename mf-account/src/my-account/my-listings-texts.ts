/**
 * My Account's Create Items beyond the spec (issue 29): each listing's state, Edit, and taking it off
 * sale or putting it on sale. The edit form's labels and checks are Create Item's.
 */
export const MY_LISTINGS_TEXTS = {
  state: { 'on-sale': 'On sale', 'off-sale': 'Off sale', draft: 'Draft' },
  inStock: (count: number) => `${count} in stock`,
  edit: 'Edit',
  editItem: (name: string) => `Edit ${name}`,
  takeOffSale: 'Take off sale',
  takeItemOffSale: (name: string) => `Take off sale ${name}`,
  putOnSale: 'Put on sale',
  putItemOnSale: (name: string) => `Put on sale ${name}`,
  offSale: (name: string) => `${name} is off sale`,
  onSaleAgain: (name: string) => `${name} is on sale again`,
  /** A draft put on sale for the first time: it is not "again". */
  onSale: (name: string) => `${name} is on sale`,
  takeOffSaleFailed: (name: string, reason: string) => `Could not take ${name} off sale: ${reason}`,
  putOnSaleFailed: (name: string, reason: string) => `Could not put ${name} on sale: ${reason}`,
  editor: {
    title: (name: string) => `Edit ${name}`,
    keeps: 'Its name and category stay, so its page keeps its address.',
    picture: (name: string, n: number) => `${name}, picture ${n}`,
    save: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
  },
  updated: 'Listing updated',
  unchanged: 'Nothing to save: the listing is as it was.',
  saveFailed: (reason: string) => `Failed to update listing: ${reason}`,
  unreachable: 'the shop could not be reached. Please try again.',
} as const;
