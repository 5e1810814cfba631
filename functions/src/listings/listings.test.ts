import * as v from 'valibot';
import { ListingInputSchema, type ListingInput } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import { Refusal } from '../http/refusal';
import { runCallable } from '../http/run-callable';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { localImageStore } from '../images/local-image-store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addListing, listListings, listMyListings } from './listing-handlers';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

let clock = 1_000;
const IMAGE_BASE = 'http://127.0.0.1:9094/demo-storefront/us-central1/image';
const images = localImageStore(mkdtempSync(path.join(tmpdir(), 'shop-images-')), IMAGE_BASE);
const deps = () => ({ db: fs.db, now: () => clock++, images });
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
const stored = async () => (await fs.db.collection(COLLECTIONS.listings).get()).size;

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
    const doc = (await fs.db.collection(COLLECTIONS.listings).doc(listing.id).get()).data();
    expect(JSON.stringify(doc)).not.toContain('data:');
  });

  it("refuses a picture from anywhere but the shop's store, and stores nothing", async () => {
    expect(await refusal(input({ images: ['https://tracker.example/pixel.png'] }))).toBe('images.0: must be a picture uploaded to the shop');
    expect(await refusal(input({ images: [PNG, 'data:image/png;base64,'] }))).toBe('images.1: is empty');
    expect(await stored()).toBe(0);
    // A picture already in the shop's store may be listed again.
    const first = await runCallable(spec, input(), seller);
    expect((await runCallable(spec, input({ images: first.images }), seller)).images).toEqual(first.images);
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
    expect((await listListings(deps())).map((l) => l.id)).toEqual([other.id, first.id]);
    expect((await listMyListings(deps(), seller)).map((l) => l.id)).toEqual([draft.id, first.id]);
  });
});
