/**
 * The address a request came from. Proxies append to X-Forwarded-For, and a client can write anything
 * before them, so it is read from the right: past the `hops` proxies the deployment trusts. Google's
 * front end before Cloud Functions appends the client's address (hops 1); Firebase Hosting in front adds
 * one more (hops 2). The emulator is reached directly (hops 0: the socket's own address).
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress ?? 'unknown'];
  // Fewer entries than trusted hops: a request that came past fewer proxies than configured; take the farthest.
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}
