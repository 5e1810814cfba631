/** The contracts version. A remote built against another major is refused by the shell. */
export const CONTRACTS_VERSION = '4.0.0';
