// The flash sale: a seller lists `units` of one item on the bench's stack, `buyers` new accounts buy it at
// once (buyers-run.ts), then the shop's own answers are checked: the seller's paid sales and what the
// listing still has must add up to the units, exactly.
import { buyersRun, callableClient, type BuyersRun } from './buyers-run';
import { loopbackBase } from './catalog-queries';
import { openBenchShop } from './bench-shop';

export interface FlashSale extends BuyersRun {
  /** Paid sales the seller's My Sales lists for the item. */
  sellerSales: number;
  /** What the listing can still sell, as Create Items shows it. */
  left: number;
}

/** Whether the shop sold exactly what it had: every unit once, none twice, and no error. */
export const flashSaleExact = (sale: FlashSale) =>
  sale.errors === 0 && sale.sold === sale.units && sale.sellerSales === sale.units && sale.left === 0;

export async function measureFlashSale({ authUrl, serverUrl, buyers = 20, units = 50, seconds = 120 }: { authUrl: string; serverUrl: string; buyers?: number; units?: number; seconds?: number }): Promise<FlashSale> {
  const call = callableClient(loopbackBase(serverUrl));
  const { seller, buyers: accounts, listingId } = await openBenchShop(call, loopbackBase(authUrl), { name: 'Flash Sale Lantern', units, buyers });
  const run = await buyersRun(call, { productId: listingId, units, tokens: accounts.map((a) => () => a.idToken()), seconds });
  // My Sales lists paid orders only, each here of one unit.
  const sales = (await call('listSales', {}, await seller.idToken())) as unknown[];
  const mine = (await call('listMyListings', {}, await seller.idToken())) as { id: string; stock: number }[];
  return {
    ...run,
    sellerSales: sales.length,
    left: mine.find((l) => l.id === listingId)?.stock ?? Number.NaN,
  };
}

export function flashSaleLines(sale: FlashSale): string[] {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const verdict = flashSaleExact(sale) ? 'exact' : 'NOT EXACT';
  return [
    `\nFlash sale (issue 32): ${sale.buyers} buyers at once for one listing of ${sale.units} units, each buying one after another until told it sold out:`,
    `  sold ${sale.sold} of ${sale.units}; the seller's sales ${sale.sellerSales}; left ${sale.left}; ${sale.soldOutTold} buyers told it sold out; ${sale.errors} errors${sale.messages.length ? ` (${sale.messages.join('; ')})` : ''}: ${verdict} (target: every unit sold once, 0 errors).`,
    `  ${sale.sold === sale.units ? 'Sold out' : 'Stopped, not sold out,'} in ${(sale.ms / 1000).toFixed(1)} s (target: within 30 s; the run waits at most 120 s). A purchase (Place Order, Pay, confirm): p50 ${ms(sale.p50)}, p95 ${ms(sale.p95)}, p99 ${ms(sale.p99)}.`,
  ];
}
