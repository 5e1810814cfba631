const DONE: Record<string, string> = {
  sealed: 'is sealed',
  dispatched: 'is on its way',
  arrived: 'has arrived',
  confirmed: 'is confirmed as received',
  returned: 'is marked as returned',
  reviewed: 'is reviewed: thank you! Your review is on the product’s page',
};

/** What the seller and the buyer read after a step of an order's life (issue 19). */
export const STEP_TEXTS = {
  done: (id: string, status: string) => `Order ${id} ${DONE[status] ?? `is ${status}`}.`,
  refused: (reason: string) => `That did not go through: ${reason}`,
  unreachable: 'the shop could not be reached.',
} as const;
