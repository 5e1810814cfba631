import * as v from 'valibot';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { ListingInputSchema, ListingUpdateSchema, type ListingUpdate } from 'shared-contracts/schemas';
import { categorySummaries } from '../catalog/category-summaries';
import { productBySlug } from '../catalog/product-by-slug';
import { queryListing } from '../catalog/query-listing';
import { Refusal } from '../http/refusal';
import { runCallable } from '../http/run-callable';
import { localImageStore } from '../images/local-image-store';
import { signedIn } from '../testing/callers';
import { TEST_DATABASES } from '../testing/catalog-databases';
import { addListing, listMyListings, readListing } from './listing-handlers';
import { updateListing } from './update-listing';
import { useCatalogDatabase } from '../testing/catalog-database';

const IMAGE_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1/image';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const seller = signedIn('seller-1');
const stranger = signedIn('seller-2');

describe.each(TEST_DATABASES)('updateListing on $name', (database) => {
  // Twenty connections: concurrent edits really run at once on PostgreSQL.
  const pool = useCatalogDatabase(database, { max: 20 });
  afterEach(() => pool.query('delete from products'));

  let clock = 1_000;
  const imageDir = mkdtempSync(path.join(tmpdir(), 'shop-images-'));
  const images = localImageStore(imageDir, IMAGE_BASE);
  const deps = () => ({ catalog: async () => pool, now: () => clock++, images });
  const list = (more: Record<string, unknown> = {}) =>
    addListing(deps(), seller, v.parse(ListingInputSchema, { name: 'Adire Pillow', description: 'Hand-dyed in Abeokuta.', price: 18_500, category: 'Home & Garden', stock: 60, images: [PNG], ...more }));
  const spec = (caller = seller) => ({ schema: ListingUpdateSchema, handler: (update: ListingUpdate) => updateListing(deps(), caller, update) });
  const update = (data: Record<string, unknown>, caller = seller) => runCallable(spec(caller), data, caller);
  const refusal = (data: Record<string, unknown>, caller = seller) =>
    update(data, caller).then(
      () => 'updated',
      (e: Refusal) => `${e.code} ${e.message}`,
    );
  const search = async (q: string) => (await queryListing(pool, { ...ALL_PRODUCTS, q })).products.map((p) => p.id);
  const row = async (id: string) => (await pool.query('select * from products where id = $1', [id])).rows[0];

  it('refuses a NUL or another control character in a description, naming it, and changes nothing (issue 38)', async () => {
    const listing = await list();
    expect(await refusal({ id: listing.id, description: 'Soft\u0000' })).toBe('invalid-argument description: must not contain control characters');
    expect(await refusal({ id: listing.id, description: '\u0085' })).toBe('invalid-argument description: must not contain control characters');
    expect(await readListing(deps(), listing.id)).toEqual(listing);
    expect((await update({ id: listing.id, description: 'Line one\nLine two' })).description).toBe('Line one\nLine two');
  });

  it('changes price, stock and description at once where shoppers look; the name, category and page stay', async () => {
    const listing = await list();
    const updated = await update({ id: listing.id, price: 21_000, stock: 4, description: '  Now with a zip.  ' });
    expect(updated).toMatchObject({ id: listing.id, name: 'Adire Pillow', category: 'Home & Garden', slug: 'adire-pillow', price: 21_000, stock: 4, description: 'Now with a zip.', isNew: false });
    expect(updated.details).toContain('Stock available: 4');
    expect(await productBySlug(pool, 'adire-pillow')).toMatchObject({ id: listing.id, price: 21_000, stock: 4, description: 'Now with a zip.' });
    expect((await queryListing(pool, ALL_PRODUCTS)).products).toEqual([expect.objectContaining({ id: listing.id, price: 21_000, stock: 4 })]);
    expect(await listMyListings(deps(), seller)).toEqual([updated]);
    // SPEC §5's search follows the price text; the name and category still find it.
    expect(await search('21000')).toEqual([listing.id]);
    expect(await search('18500')).toEqual([]);
    expect(await search('adire')).toEqual([listing.id]);
    expect(await search('garden')).toEqual([listing.id]);
    expect((await queryListing(pool, { ...ALL_PRODUCTS, minPrice: 20_000 })).products.map((p) => p.id)).toEqual([listing.id]);
    expect((await categorySummaries(pool))[0]).toMatchObject({ name: 'Home & Garden', count: 1, averagePrice: 21_000 });
  });

  it("stores new pictures under new addresses, keeps the shop's own, and shows the first as the listing's", async () => {
    const listing = await list();
    const [kept] = listing.images;
    const updated = await update({ id: listing.id, images: [GIF, kept] });
    expect(updated.images).toHaveLength(2);
    expect(updated.images[1]).toBe(kept);
    expect(updated.images[0]).toMatch(new RegExp(`^${IMAGE_BASE}/${listing.id}-[0-9a-f]{12}-0$`));
    expect(updated.image).toBe(updated.images[0]);
    const id = updated.images[0]!.slice(IMAGE_BASE.length + 1);
    expect(await images.read(id)).toEqual({ bytes: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), contentType: 'image/gif' });
    expect(await productBySlug(pool, 'adire-pillow')).toMatchObject({ image: updated.images[0], images: updated.images });
    expect(JSON.stringify(await row(listing.id))).not.toContain('data:');
  });

  it('refuses a picture from anywhere else by its index, and changes nothing', async () => {
    const listing = await list();
    expect(await refusal({ id: listing.id, price: 1, images: [PNG, 'https://tracker.example/pixel.png'] })).toBe(
      'invalid-argument images.1: must be a picture uploaded to the shop',
    );
    expect(await refusal({ id: listing.id, images: ['data:image/png;base64,'] })).toBe('invalid-argument images.0: is empty');
    expect(await readListing(deps(), listing.id)).toEqual(listing);
  });

  it('takes a listing off sale: out of the listing, its facets and its page; back on sale, the same page', async () => {
    const listing = await list();
    const off = await update({ id: listing.id, isActive: false });
    expect(off).toMatchObject({ isActive: false, wasOnSale: true });
    const page = await queryListing(pool, ALL_PRODUCTS);
    expect(page.products).toEqual([]);
    expect(page.facets.categories).toEqual([]);
    expect(await categorySummaries(pool)).toEqual([]);
    expect(await productBySlug(pool, 'adire-pillow')).toBeNull();
    expect(await search('adire')).toEqual([]);
    // Its seller still has it.
    expect((await listMyListings(deps(), seller)).map((l) => l.id)).toEqual([listing.id]);

    const on = await update({ id: listing.id, isActive: true });
    expect(on).toMatchObject({ isActive: true, slug: 'adire-pillow' });
    expect(await productBySlug(pool, 'adire-pillow')).toMatchObject({ id: listing.id });
    expect((await queryListing(pool, ALL_PRODUCTS)).facets.categories).toEqual([{ name: 'Home & Garden', count: 1 }]);
  });

  it('tells a draft that never was on sale from a listing taken off sale', async () => {
    const draft = await list({ isActive: false });
    expect(draft).toMatchObject({ isActive: false, wasOnSale: false });
    expect(await update({ id: draft.id, description: 'Still a draft.' })).toMatchObject({ isActive: false, wasOnSale: false });
    expect(await update({ id: draft.id, isActive: true })).toMatchObject({ isActive: true, wasOnSale: true });
    expect(await update({ id: draft.id, isActive: false })).toMatchObject({ isActive: false, wasOnSale: true });
  });

  it("refuses another seller, and an id that is no listing, alike: 'No such listing', nothing changed or stored", async () => {
    const listing = await list();
    const stored = readdirSync(imageDir).length;
    expect(await refusal({ id: listing.id, price: 1 }, stranger)).toBe('not-found No such listing');
    expect(await refusal({ id: listing.id, isActive: false, images: [PNG] }, stranger)).toBe('not-found No such listing');
    expect(await refusal({ id: 'listing-nope', price: 1 })).toBe('not-found No such listing');
    expect(await refusal({ id: '1', price: 1 })).toBe('not-found No such listing');
    expect(await readListing(deps(), listing.id)).toEqual(listing);
    expect(readdirSync(imageDir)).toHaveLength(stored);
  });

  it('refuses a bad payload naming the field, and changes nothing', async () => {
    const listing = await list();
    const { id } = listing;
    expect(await refusal({ id, name: 'Renamed' })).toBe('invalid-argument name: is not accepted here');
    expect(await refusal({ id, category: 'Books' })).toBe('invalid-argument category: is not accepted here');
    expect(await refusal({ id, slug: 'elsewhere' })).toBe('invalid-argument slug: is not accepted here');
    expect(await refusal({ id })).toBe('invalid-argument Nothing to change: send at least one of price, stock, description, images, isActive');
    expect(await refusal({ price: 1 })).toBe('invalid-argument id: is required');
    expect(await refusal({ id, price: 0 })).toBe('invalid-argument price: must be at least 1');
    expect(await refusal({ id, price: 10.5 })).toBe('invalid-argument price: must be a whole number');
    expect(await refusal({ id, price: '100' })).toBe('invalid-argument price: must be a number');
    expect(await refusal({ id, stock: -1 })).toBe('invalid-argument stock: must be at least 0');
    expect(await refusal({ id, stock: 1_000_001 })).toBe('invalid-argument stock: must be at most 1000000');
    expect(await refusal({ id, description: ' ' })).toBe('invalid-argument description: is required');
    expect(await refusal({ id, description: 'x'.repeat(2001) })).toBe('invalid-argument description: must be at most 2000 characters');
    expect(await refusal({ id, images: [] })).toBe('invalid-argument images: At least one image is required');
    expect(await refusal({ id, images: Array(6).fill(PNG) })).toBe('invalid-argument images: Maximum 5 images allowed');
    expect(await refusal({ id, images: ['javascript:alert(1)'] })).toBe('invalid-argument images.0: must be an image');
    expect(await refusal({ id, isActive: 'no' })).toBe('invalid-argument isActive: must be true or false');
    expect(await readListing(deps(), id)).toEqual(listing);
  });

  it('lands every one of several edits of different fields sent at once', async () => {
    const listing = await list();
    for (let round = 1; round <= 4; round++) {
      await Promise.all([
        update({ id: listing.id, price: 20_000 + round }),
        update({ id: listing.id, stock: round }),
        update({ id: listing.id, description: `Round ${round}` }),
        update({ id: listing.id, isActive: round % 2 === 0 }),
      ]);
      expect(await readListing(deps(), listing.id)).toMatchObject({ price: 20_000 + round, stock: round, description: `Round ${round}`, isActive: round % 2 === 0 });
    }
    // The last round put it on sale at 20,004: the search text and the counters followed every round.
    expect(await search('20004')).toEqual([listing.id]);
    expect((await categorySummaries(pool))[0]).toMatchObject({ count: 1, averagePrice: 20_004 });
  });
});
