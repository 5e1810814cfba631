import type { Pool } from 'pg';
import type { Product } from 'shared-contracts';
import { PRODUCT_COLUMNS, productOf, type ProductRow } from './product-row';

/** A product's page: one lookup by its unique slug; a listing off sale has none. */
export async function productBySlug(pool: Pool, slug: string): Promise<Product | null> {
  const { rows } = await pool.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where slug = $1 and is_active`, [slug]);
  return rows[0] ? productOf(rows[0]) : null;
}
