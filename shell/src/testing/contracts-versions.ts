import { CONTRACTS_VERSION } from 'shared-contracts';

/** A build against these contracts' major, but another minor: the shell takes it. */
export const SAME_CONTRACTS_MAJOR = CONTRACTS_VERSION.replace(/^(\d+)\.\d+\.\d+/, '$1.99.0');
/** A build against the next major: the shell refuses it before any of its code runs. */
export const ANOTHER_CONTRACTS_MAJOR = `${Number(CONTRACTS_VERSION.split('.')[0]) + 1}.0.0`;
