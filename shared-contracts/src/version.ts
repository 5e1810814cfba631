/** The contracts version. A remote built against another major is refused by the shell. */
export const CONTRACTS_VERSION = '3.0.0';

function major(version: string): number | null {
  const m = /^(\d+)\.\d+\.\d+/.exec(version);
  return m ? Number(m[1]) : null;
}

/** A remote is compatible when it was built against the same major version of the contracts. */
export function isCompatibleContracts(host: string, remote: string | undefined): boolean {
  if (!remote) return false;
  const h = major(host);
  return h !== null && h === major(remote);
}
