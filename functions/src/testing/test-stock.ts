import { upsertProducts, type ProductRecord } from '../catalog/upsert-products';
import { isListingId } from '../listings/listing-product';
import type { PricedProduct } from '../stock/price-source';
import { pgStock, type StockKeeper } from '../stock/stock-keeper';
import { useCatalogDatabase } from './catalog-database';
import type { Pool } from 'pg';

export interface TestStock extends StockKeeper {
  /** Puts these products in the index (again: as they are now). */
  put(...products: PricedProduct[]): Promise<void>;
  /** The order's holds lapse now. */
  lapse(orderId: string): Promise<void>;
  /** Units sold of a product. */
  soldOf(productId: string): Promise<number>;
  /** The database itself, for what the stock keeper does not say (a reservation's rows). */
  pool: Pool;
}

const recordOf = (p: PricedProduct, i: number): ProductRecord => ({
  id: p.id,
  source: isListingId(p.id) ? 'listing' : 'catalog',
  name: p.name,
  category: 'test',
  image: p.image,
  price: p.unitPrice,
  discountPercentage: 0,
  baseRating: 0,
  baseReviewCount: 0,
  stock: p.stock,
  isFeatured: false,
  isActive: p.forSale,
  sellerId: p.sellerId,
  createdAt: 0,
  catalogOrder: i + 1,
  detail: {},
});

/**
 * The shop's real stock keeper over a catalog database of the test file's own (PGlite, what `npm start`
 * runs) holding `products`, for tests of orders and payments. Registers its jest hooks: started once per
 * file, every hold and sale forgotten after each test (and the products put back as given).
 */
export function useTestStock(...products: PricedProduct[]): TestStock {
  const pool = useCatalogDatabase();
  const keeper = pgStock(async () => pool);
  const put = async (...more: PricedProduct[]) => {
    await upsertProducts(pool, more.map(recordOf));
  };
  beforeAll(() => put(...products));
  afterEach(async () => {
    await pool.query('delete from reservations; update products set sold = 0');
    await put(...products);
  });
  return {
    reserve: (order) => keeper.reserve(order),
    renew: (orderId) => keeper.renew(orderId),
    sell: (orderId) => keeper.sell(orderId),
    release: (orderId) => keeper.release(orderId),
    put,
    lapse: async (orderId) => {
      await pool.query(`update reservations set expires_at = now() - interval '1 second' where order_id = $1`, [orderId]);
    },
    pool,
    soldOf: async (productId) => (await pool.query<{ sold: number }>('select sold from products where id = $1', [productId])).rows[0]!.sold,
  };
}
