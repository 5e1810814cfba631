// What the Functions emulator's log says about a function's requests: each one ends with a line
// `Finished "us-central1-<name>" in <ms>ms`. The longest catalog request while a stack starts is the one
// that migrated the index and imported the catalog: the import's time, measured by the server's side.

/** The longest request of function `name` in `log` (ms), or null when none finished. */
export function longestRequestMs(log: string, name: string): number | null {
  const pattern = new RegExp(`Finished "[\\w-]+-${name}" in ([\\d.]+)ms`, 'g');
  let longest: number | null = null;
  for (const [, ms] of log.matchAll(pattern)) longest = Math.max(longest ?? 0, Number(ms));
  return longest;
}
