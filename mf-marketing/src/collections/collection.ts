/** SPEC §3 Collection. */
export interface Collection {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Beyond the spec: the listing search the card's Shop Now opens. */
  query: string;
}
