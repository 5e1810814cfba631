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
