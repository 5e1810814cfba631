import * as v from 'valibot';
import { ListingInputSchema, type ListingInput } from 'shared-contracts/schemas';
import type { Pool } from 'pg';
import { Refusal } from '../http/refusal';
import { runCallable } from '../http/run-callable';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { localImageStore } from '../images/local-image-store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addListing, listMyListings, readListing } from './listing-handlers';
import { adoptFirestoreListings, FIRESTORE_LISTINGS } from './adopt-firestore-listings';
import { queryListing } from '../catalog/query-listing';
import { productBySlug } from '../catalog/product-by-slug';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { useCatalogDatabase } from '../testing/catalog-database';

let fs: TestFirestore;
const pool = useCatalogDatabase();
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(async () => {
  fs.clear();
  await pool.query('delete from products; delete from catalog_jobs');
});

let clock = 1_000;
const IMAGE_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1/image';
const images = localImageStore(mkdtempSync(path.join(tmpdir(), 'shop-images-')), IMAGE_BASE);
const deps = () => ({ catalog: async () => pool, now: () => clock++, images });
const seller = signedIn('seller-1');
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const input = (more: Record<string, unknown> = {}) => ({
  name: 'Adire  throw pillow',
  description: 'Hand-dyed in Abeokuta.',
  price: 18_500,
  category: 'Home & Garden',
  stock: 60,
  images: [PNG],
  tags: ['adire'],
  specifications: [{ key: 'Size', value: '45 cm' }],
  ...more,
});
const spec = { schema: ListingInputSchema, handler: (listing: ListingInput) => addListing(deps(), seller, listing) };
const refusal = (data: unknown) => runCallable(spec, data, seller).then(() => 'stored', (e: Refusal) => e.message);
const stored = async () => (await pool.query('select 1 from products')).rowCount;

describe('addListing', () => {
  it("builds the listing on the server: the caller is the seller, no rating or reviews yet, the slug from the name", async () => {
    const listing = await runCallable(spec, input(), seller);
    expect(listing).toMatchObject({
      name: 'Adire throw pillow',
      slug: 'adire-throw-pillow',
      sellerId: 'seller-1',
      price: 18_500,
      rating: 0,
      reviewCount: 0,
      isNew: true,
      isActive: true,
      isFeatured: false,
      image: expect.stringMatching(new RegExp(`^${IMAGE_BASE}/listing-[A-Za-z0-9]+-0$`)),
      details: ['Brand: Unbranded', 'Stock available: 60', 'Rating: 0 stars', 'Category: Home & Garden', 'Size: 45 cm'],
    });
    expect(listing.id).toMatch(/^listing-/);
    expect(await listMyListings(deps(), seller)).toEqual([listing]);
  });

  it('keeps pictures out of the listing: each is stored with its own address, the bytes as sent', async () => {
    const listing = await runCallable(spec, input(), seller);
    expect(listing.images).toEqual([`${IMAGE_BASE}/${listing.id}-0`]);
    const stored = await images.read(`${listing.id}-0`);
    expect(stored).toEqual({ bytes: Buffer.from('iVBORw0KGgo=', 'base64'), contentType: 'image/png' });
    const { rows } = await pool.query('select to_jsonb(products) as row from products where id = $1', [listing.id]);
    expect(JSON.stringify(rows[0].row)).not.toContain('data:');
  });

  it("refuses a picture from anywhere but the shop's store, and stores nothing", async () => {
    expect(await refusal(input({ images: ['https://tracker.example/pixel.png'] }))).toBe('images.0: must be a picture uploaded to the shop');
    expect(await refusal(input({ images: [PNG, 'data:image/png;base64,'] }))).toBe('images.1: is empty');
    // The store's own address, climbing out of it (issue 32): read as a browser would, it is not the store's.
    expect(await refusal(input({ images: [`${IMAGE_BASE}/../../../../evil.svg`] }))).toBe('images.0: must be a picture uploaded to the shop');
    expect(await refusal(input({ images: [`${IMAGE_BASE}/%2e%2e/%2E%2E/evil.svg`] }))).toBe('images.0: must be a picture uploaded to the shop');
    // A picture is what its bytes are: HTML sent as a PNG is refused.
    const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    expect(await refusal(input({ images: [html] }))).toBe('images.0: is not a PNG picture: its bytes say otherwise');
    expect(await stored()).toBe(0);
    // A picture already in the shop's store may be listed again.
    const first = await runCallable(spec, input(), seller);
    expect((await runCallable(spec, input({ images: first.images }), seller)).images).toEqual(first.images);
  });

  it('refuses a name that is not well-formed text (a lone surrogate), and stores nothing (issue 32)', async () => {
    expect(await refusal(input({ name: 'Adire \uD800 pillow' }))).toBe('name: must be well-formed text');
    expect(await stored()).toBe(0);
  });

  it('refuses a NUL or another control character in its text, naming the field, and stores nothing (issue 38)', async () => {
    expect(await refusal(input({ name: 'Adire\u0000' }))).toBe('name: must not contain control characters');
    expect(await refusal(input({ description: 'Soft\u0000' }))).toBe('description: must not contain control characters');
    expect(await refusal(input({ tags: ['a\u0000'] }))).toBe('tags.0: must not contain control characters');
    expect(await refusal(input({ name: 'Adire\nthrow' }))).toBe('name: must not contain control characters');
    expect(await refusal(input({ specifications: [{ key: 'Size', value: '45\u001bcm' }] }))).toBe('specifications.0.value: must not contain control characters');
    expect(await refusal(input({ description: 'a\u007fb' }))).toBe('description: must not contain control characters');
    expect(await refusal(input({ images: [`${PNG}\u0000`] }))).toBe('images.0: must not contain control characters');
    expect(await stored()).toBe(0);
    // A description's paragraphs are the seller's: its line breaks and tabs are kept.
    expect((await runCallable(spec, input({ description: 'Soft.\r\n\n\tHand-dyed.' }), seller)).description).toBe('Soft.\r\n\n\tHand-dyed.');
  });

  it('gives a listing whose name holds no letter or digit a page by its id, reachable by its address (issue 38)', async () => {
    for (const name of ['.', '..', '!!!']) {
      const listing = await runCallable(spec, input({ name }), seller);
      expect(listing.slug).toBe(listing.id.toLowerCase());
      expect(await productBySlug(pool, listing.slug)).toMatchObject({ id: listing.id, name });
    }
  });

  it('refuses wrong field types and oversized fields, naming the field, and stores nothing', async () => {
    expect(await refusal(input({ name: 404 }))).toBe('name: must be text');
    expect(await refusal(input({ brand: 7 }))).toBe('brand: must be text');
    expect(await refusal(input({ name: 'x'.repeat(81) }))).toBe('name: must be at most 80 characters');
    expect(await refusal(input({ description: 'x'.repeat(2001) }))).toBe('description: must be at most 2000 characters');
    expect(await refusal(input({ name: '   ' }))).toBe('name: is required');
    expect(await refusal(input({ price: 0 }))).toBe('price: must be at least 1');
    expect(await refusal(input({ price: '100' }))).toBe('price: must be a number');
    expect(await refusal(input({ stock: -1 }))).toBe('stock: must be at least 0');
    expect(await refusal(input({ category: 'Weapons' }))).toMatch(/^category: must be one of Electronics, Clothing/);
    expect(await refusal(input({ images: [] }))).toBe('images: At least one image is required');
    expect(await refusal(input({ images: Array(6).fill(PNG) }))).toBe('images: Maximum 5 images allowed');
    expect(await refusal(input({ images: ['javascript:alert(1)'] }))).toBe('images.0: must be an image');
    expect(await refusal(input({ images: [`data:image/png;base64,${'A'.repeat(7_000_000)}`] }))).toBe('images.0: is too large');
    expect(await refusal(input({ tags: ['x'.repeat(31)] }))).toBe('tags.0: must be at most 30 characters');
    expect(await refusal(input({ tags: ['a', 'a'] }))).toBe('tags: Tag already exists');
    expect(await refusal(input({ specifications: [{ key: 'Size' }] }))).toBe('specifications.0.value: is required');
    expect(await refusal(input({ rating: 5 }))).toBe('rating: is not accepted here');
    expect(await refusal(input({ sellerId: 'someone-else' }))).toBe('sellerId: is not accepted here');
    expect(await stored()).toBe(0);
  });

  it("shows every seller's active listings to visitors, newest first, and keeps drafts to their seller", async () => {
    const first = await addListing(deps(), seller, v.parse(ListingInputSchema, input({ name: 'First' })));
    const draft = await addListing(deps(), seller, v.parse(ListingInputSchema, input({ name: 'Draft', isActive: false })));
    const other = await addListing(deps(), signedIn('seller-2'), v.parse(ListingInputSchema, input({ name: 'Other' })));
    expect((await queryListing(pool, ALL_PRODUCTS)).products.map((l) => l.id)).toEqual([other.id, first.id]);
    expect((await listMyListings(deps(), seller)).map((l) => l.id)).toEqual([draft.id, first.id]);
    expect(await productBySlug(pool, 'draft')).toBeNull();
  });

  it('gives a copied name a page of its own: the original keeps its page', async () => {
    const original = await addListing(deps(), seller, v.parse(ListingInputSchema, input({ name: 'Adire Pillow', price: 18_500 })));
    const copy = await addListing(deps(), signedIn('copycat'), v.parse(ListingInputSchema, input({ name: 'Adire Pillow', price: 19_999 })));
    expect(original.slug).toBe('adire-pillow');
    expect(copy.slug).toMatch(/^adire-pillow-[a-z0-9]{6}$/);
    expect(await productBySlug(pool, 'adire-pillow')).toMatchObject({ id: original.id, price: 18_500 });
    expect(await productBySlug(pool, copy.slug)).toMatchObject({ id: copy.id, price: 19_999 });
  });

  it('answers from its one write, the listing as stored, even when a read after it would find nothing', async () => {
    // Under load a read back could miss once the row was written: the caller was told it failed and wrote it again.
    const statements: string[] = [];
    const readsMiss = {
      query: (sql: string, params?: unknown[]) => {
        statements.push(sql);
        return /^\s*select/i.test(sql) ? Promise.resolve({ rows: [], rowCount: 0 }) : pool.query(sql, params);
      },
    } as unknown as Pool;
    const listing = await addListing({ ...deps(), catalog: async () => readsMiss }, seller, v.parse(ListingInputSchema, input()));
    expect(statements).toHaveLength(1);
    expect(listing).toMatchObject({ name: 'Adire throw pillow', slug: 'adire-throw-pillow', sellerId: 'seller-1' });
    expect(await readListing(deps(), listing.id)).toEqual(listing);
    expect(await stored()).toBe(1);
  });
});

describe('listings kept in Firestore by an older server', () => {
  it('move into the index once, keeping their ids, pages and drafts', async () => {
    const old = { ...input({ name: 'Old Kaftan', images: ['http://127.0.0.1:9094/demo-storefront/us-central1/image/listing-old-0'] }), id: 'listing-old', sellerId: 'seller-1', createdAt: 500, isActive: true, image: 'x', slug: 'old-kaftan' };
    await fs.db.collection(FIRESTORE_LISTINGS).doc('listing-old').set(old);
    await fs.db.collection(FIRESTORE_LISTINGS).doc('listing-draft').set({ ...old, id: 'listing-draft', name: 'Old Draft', isActive: false });
    expect(await adoptFirestoreListings(pool, fs.db)).toBe(2);
    expect(await readListing(deps(), 'listing-old')).toMatchObject({ name: 'Old Kaftan', slug: 'old-kaftan', sellerId: 'seller-1', price: 18_500, createdAt: 500 });
    expect((await queryListing(pool, ALL_PRODUCTS)).products.map((p) => p.id)).toEqual(['listing-old']);
    // Once: a listing removed from the index is not brought back by a later start.
    await pool.query(`delete from products where id = 'listing-old'`);
    expect(await adoptFirestoreListings(pool, fs.db)).toBe(0);
    expect(await readListing(deps(), 'listing-old')).toBeNull();
  });
});
