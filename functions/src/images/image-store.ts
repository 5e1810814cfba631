/** Where the shop keeps pictures (listing photos), each with its own address and caching. */
export interface ImageStore {
  /** Stores the bytes under `id` and resolves to the address the shop shows them from. */
  save(id: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Whether an address is one of this store's (a listing may only show the shop's own pictures). */
  owns(url: string): boolean;
}
