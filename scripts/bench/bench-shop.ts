// What the bench's buying runs share: a buyer's shipping details, and a seller's listing with buyers for it,
// made through the shop's own callables and the local Auth emulator.
import type { CallServer } from './buyers-run';
import { signUpAccount, type EmulatorAccount } from './emulator-accounts';

export const BENCH_SHIPPING = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'bench.buyer@example.com',
  phone: '08030000000',
  address: '1 Broad Street',
  city: 'Lagos Island',
  state: 'Lagos',
  zipCode: '101001',
  country: 'Nigeria',
};

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface BenchShop {
  seller: EmulatorAccount;
  buyers: EmulatorAccount[];
  listingId: string;
}

/** A new seller listing `units` of one item named `name`, and `buyers` new buyers, each with their account. */
export async function openBenchShop(call: CallServer, authUrl: string, { name, units, buyers }: { name: string; units: number; buyers: number }): Promise<BenchShop> {
  const runId = Date.now().toString(36);
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const seller = await signUpAccount(authUrl, `${slug}-seller-${runId}@example.com`);
  await call('createAccount', {}, await seller.idToken());
  const listing = (await call(
    'addListing',
    { name: `${name} ${runId}`, description: `One of the bench's ${name}.`, price: 2_500, category: 'Home & Garden', stock: units, images: [PIXEL] },
    await seller.idToken(),
  )) as { id: string };
  const accounts: EmulatorAccount[] = [];
  for (let b = 0; b < buyers; b += 1) {
    const buyer = await signUpAccount(authUrl, `${slug}-buyer-${b + 1}-${runId}@example.com`);
    await call('createAccount', {}, await buyer.idToken());
    accounts.push(buyer);
  }
  return { seller, buyers: accounts, listingId: listing.id };
}
