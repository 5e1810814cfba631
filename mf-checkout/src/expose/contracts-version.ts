/** The shared-contracts version this remote was built against, checked by the shell on load. */
export const contractsVersion: string = __CONTRACTS_VERSION__;
