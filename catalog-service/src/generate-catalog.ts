// Generates a DummyJSON-shaped catalog, deterministically: the same count and seed always give the same
// products (seeded PRNG, dates derived from the seed, never from the clock). Image and QR code paths are
// relative to the service; the server turns them into absolute URLs for the host that asked.
import { CATEGORY_WORDS, FIRST_NAMES, LAST_NAMES, RETURN_POLICIES, REVIEW_COMMENTS, SHIPPING, SHOWCASE, WARRANTIES, type CategoryWords } from './catalog-words';
import { createRandom, hash, type Random } from './seeded-random';

export interface Review {
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** ISO timestamp. */
  date: string;
  reviewerName: string;
  reviewerEmail: string;
}

/** A product exactly as DummyJSON shapes it (same keys, same order; `brand` is missing on some). */
export interface Product {
  id: number;
  title: string;
  description: string;
  category: string;
  price: number;
  discountPercentage: number;
  rating: number;
  stock: number;
  tags: string[];
  brand?: string;
  sku: string;
  weight: number;
  dimensions: { width: number; height: number; depth: number };
  warrantyInformation: string;
  shippingInformation: string;
  availabilityStatus: 'In Stock' | 'Low Stock' | 'Out of Stock';
  reviews: Review[];
  returnPolicy: string;
  minimumOrderQuantity: number;
  meta: { createdAt: string; updatedAt: string; barcode: string; qrCode: string };
  /** Paths relative to the service (`/product-images/{category}/{id}/{n}.svg`); the server makes them absolute. */
  images: string[];
  thumbnail: string;
}

export interface Category {
  slug: string;
  name: string;
}

/** DummyJSON's 24 categories (slug and display name), in its order. */
export const CATEGORIES: Category[] = CATEGORY_WORDS.map(({ slug, name }) => ({ slug, name }));

const DAY_MS = 86_400_000;
/** Low Stock up to this many units, as DummyJSON's data suggests. */
export const LOW_STOCK_MAX = 7;
/** One QR code picture serves every product, like DummyJSON's. */
export const QR_CODE_PATH = '/product-images/qr-code.svg';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Products per category: every category gets one as soon as there are enough, the rest by weight. */
function allocate(count: number): number[] {
  const weights = CATEGORY_WORDS.map((c) => c.weight);
  if (count < weights.length) return weights.map((_, i) => (i < count ? 1 : 0));
  const spare = count - weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (spare * w) / total);
  const shares = exact.map((x) => 1 + Math.floor(x));
  let left = count - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = shares[i]! + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The word tables price on DummyJSON's scale (4.99, 129.99…); the shop sells in naira at this many
 * naira to the unit: groceries cost a few hundred naira, laptops and sofas hundreds of thousands.
 */
const NAIRA_PER_UNIT = 250;

/**
 * A whole-naira shop price: ₦450, ₦1,350, ₦24,500, ₦249,000. Whole naira stay whole, and every price
 * is at least ₦100, so a discount of 1 % or more never rounds away to the same price. `price` is on
 * the tables' scale.
 */
function nairaPrice(price: number) {
  const naira = price * NAIRA_PER_UNIT;
  const step = naira < 1000 ? 10 : naira < 10000 ? 50 : naira < 100000 ? 500 : 1000;
  return Math.max(100, Math.round(naira / step) * step);
}

/** A shop-like price between min and max on the tables' scale: 4.99, 129.99, 24999.99... */
function retailPrice(rng: Random, min: number, max: number) {
  const raw = Math.exp(rng.float(Math.log(min), Math.log(max)));
  let price;
  if (raw < 20) price = Math.floor(raw) + rng.pick([0.49, 0.79, 0.99]);
  else if (raw < 1000) price = Math.round(raw / 5) * 5 - 0.01;
  else price = Math.round(raw / 50) * 50 - 0.01;
  return round2(Math.min(max, Math.max(min, price)));
}

const wordsOf = (text: string | undefined) => (text ?? '').toLowerCase().split(/[\s-]+/).filter(Boolean);

/**
 * One of the options that repeats no word already in the title ("Leather Leather Sandals",
 * "Sterling Silver Anklet Silver"), or undefined when none fits.
 */
function freshWord(rng: Random, options: string[], used: (string | undefined)[]) {
  const seen = new Set(used.flatMap(wordsOf));
  const fitting = options.filter((option) => !wordsOf(option).some((w) => seen.has(w)));
  return fitting.length ? rng.pick(fitting) : undefined;
}

interface Draft {
  title: string;
  /** What the product is, for descriptions and reviews. */
  noun: string;
  tags: string[];
  brand?: string;
  price: number;
}

const DRAFTS: Record<CategoryWords['style'], (rng: Random, c: CategoryWords) => Draft> = {
  item(rng, c) {
    const [noun, tag, min, max, variantSet = 'default', descriptorSet] = rng.pick(c.items);
    const brand = rng.chance(c.brandRate) ? rng.pick(c.brands) : undefined;
    const descriptors = (descriptorSet && c.descriptorSets?.[descriptorSet]) || c.descriptors;
    const descriptor = !brand || rng.chance(0.5) ? freshWord(rng, descriptors, [noun]) : undefined;
    const variant = freshWord(rng, c.variants[variantSet] ?? c.variants.default ?? [], [noun, descriptor]);
    const title = [brand, descriptor, noun, variant].filter(Boolean).join(' ');
    return { title, noun: noun.toLowerCase(), tags: [c.tag, tag], brand, price: retailPrice(rng, min, max) };
  },

  device(rng, c) {
    const brand = rng.pick(c.brands);
    const model = rng.pick(c.models ?? ['One']);
    const tierIndex = rng.int(0, (c.tiers?.length ?? 1) - 1);
    const tier = c.tiers?.[tierIndex] ?? { name: '', min: c.items[0]?.[2] ?? 100, max: c.items[0]?.[3] ?? 1000 };
    const optionIndex = Math.min(tierIndex + rng.int(0, 2), (c.options?.length ?? 1) - 1);
    const option = c.options?.[optionIndex] ?? '';
    const variant = rng.pick(c.variants.default ?? ['']);
    const noun = c.items[0]?.[0].toLowerCase() ?? 'device';
    let parts: (string | number | undefined)[];
    if (c.slug === 'smartphones') parts = [brand, model, rng.int(3, 15), tier.name, option, variant];
    else if (c.slug === 'laptops') parts = [brand, model, variant, tier.name, option];
    else parts = [brand, model, tier.name, variant, option, rng.pick(c.descriptors)];
    const price = retailPrice(rng, tier.min, tier.max * (1 + 0.06 * optionIndex));
    return { title: parts.filter(Boolean).join(' '), noun, tags: [c.tag, c.items[0]?.[1] ?? c.tag], brand, price };
  },

  watch(rng, c) {
    const [noun, tag] = rng.pick(c.items);
    const brand = rng.chance(c.brandRate) ? rng.pick(c.brands) : undefined;
    const lead = brand ?? freshWord(rng, c.descriptors, [noun]) ?? 'Classic';
    const luxury = Boolean(brand && c.luxuryBrands?.includes(brand));
    const tier = c.tiers?.[luxury ? 1 : 0] ?? { name: '', min: 60, max: 500 };
    const title = [lead, rng.pick(c.models ?? ['Classic']), noun, rng.pick(c.options ?? [''])].filter(Boolean).join(' ');
    return { title, noun: 'watch', tags: [c.tag, tag], brand, price: retailPrice(rng, tier.min, tier.max) };
  },

  vehicle(rng, c) {
    const brand = rng.pick(c.brands);
    const tier = rng.pick(c.tiers ?? [{ name: '', min: 20000, max: 40000 }]);
    const body = rng.pick(c.descriptors);
    const title = [rng.pick(c.variants.default ?? []), brand, rng.pick(c.models ?? []), tier.name, rng.pick(c.options ?? [])]
      .filter(Boolean)
      .join(' ');
    return { title, noun: body.toLowerCase(), tags: [c.tag, body.toLowerCase()], brand, price: retailPrice(rng, tier.min, tier.max) };
  },

  motorcycle(rng, c) {
    const brand = rng.pick(c.brands);
    const options = c.options ?? ['250'];
    const engine = rng.int(0, options.length - 1);
    const style = rng.pick(c.descriptors);
    // Bigger engines cost more: 125 cc starts near 1,500, 1000 cc tops out near 16,000.
    const min = 1500 + engine * 1650;
    const title = [brand, rng.pick(c.models ?? []), options[engine], style].join(' ');
    return { title, noun: 'motorcycle', tags: [c.tag, style.toLowerCase()], brand, price: retailPrice(rng, min, min * 1.6) };
  },
};

/** The slug form of a title: titles are unique in this form, so product slugs are too. */
const titleKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');

/** Drafts until the title is new; if the vocabulary runs dry, adds an edition number. */
function uniqueDraft(rng: Random, c: CategoryWords, taken: Set<string>): Draft {
  let draft = DRAFTS[c.style](rng, c);
  for (let attempt = 0; attempt < 24 && taken.has(titleKey(draft.title)); attempt += 1) draft = DRAFTS[c.style](rng, c);
  const base = draft.title;
  for (let edition = 2; taken.has(titleKey(draft.title)); edition += 1) draft = { ...draft, title: `${base} Edition ${edition}` };
  taken.add(titleKey(draft.title));
  return draft;
}

/** A drafted product (price, brand) renamed to a showcase title. */
function showcaseDraft(rng: Random, c: CategoryWords, taken: Set<string>, showcase: { title: string; tag: string }): Draft {
  const draft = DRAFTS[c.style](rng, c);
  taken.add(titleKey(showcase.title));
  return { ...draft, title: showcase.title, noun: showcase.tag, tags: [c.tag, showcase.tag], brand: undefined };
}

function describe(rng: Random, draft: Draft, c: CategoryWords) {
  const [first, second] = rng.sample(c.closers, 2);
  const closing = rng.chance(0.5) ? `${first} ${second}` : first;
  return `The ${draft.title} ${rng.pick(c.features)}. ${closing}`;
}

function stockLevel(rng: Random) {
  const roll = rng.next();
  if (roll < 0.05) return 0;
  if (roll < 0.15) return rng.int(1, LOW_STOCK_MAX);
  return rng.int(LOW_STOCK_MAX + 1, 100);
}

function availability(stock: number): Product['availabilityStatus'] {
  if (stock === 0) return 'Out of Stock';
  return stock <= LOW_STOCK_MAX ? 'Low Stock' : 'In Stock';
}

/** A valid EAN-13 (12 random digits and the check digit). */
function barcode(rng: Random) {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 ? 3 : 1), 0);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

const letters3 = (text: string) => (text.replace(/[^A-Za-z]/g, '').slice(0, 3) || 'GEN').toUpperCase().padEnd(3, 'X');

/** Reviews dated from `from` (epoch ms) to `span` ms after it. */
function reviewsFor(rng: Random, productRating: number, noun: string, from: number, span: number): Review[] {
  const count = rng.chance(0.08) ? 0 : rng.int(1, 5);
  return Array.from({ length: count }, () => {
    const rating = Math.min(5, Math.max(1, Math.round(productRating + rng.float(-1.6, 1.3))));
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    // Clamped to 1..5 above.
    const comments = REVIEW_COMMENTS[rating as 1 | 2 | 3 | 4 | 5];
    return {
      rating,
      comment: rng.pick(comments).replace('{noun}', noun),
      date: new Date(from + rng.int(0, span)).toISOString(),
      reviewerName: `${first} ${last}`,
      reviewerEmail: `${first}.${last}@example.com`.toLowerCase(),
    };
  });
}

/** The image paths of a product, relative to the service. */
function imagePaths(category: string, id: number, count: number) {
  const base = `/product-images/${category}/${id}`;
  return { images: Array.from({ length: count }, (_, i) => `${base}/${i + 1}.svg`), thumbnail: `${base}/thumbnail.svg` };
}

export function generateCatalog({ count = 200, seed = 1 }: { count?: number; seed?: number } = {}): Product[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, got ${count}`);
  const rng = createRandom('catalog', seed);
  // Every catalog of a seed shares one "now", so dates look recent but never depend on the clock.
  const epoch = Date.UTC(2024, 6, 1) + (hash('epoch', seed) % 180) * DAY_MS;
  const taken = new Set<string>();
  const shares = allocate(count);
  const products: Product[] = [];

  CATEGORY_WORDS.forEach((c, index) => {
    for (let n = 0; n < (shares[index] ?? 0); n += 1) {
      const id = products.length + 1;
      const showcase = n === 0 ? SHOWCASE[c.slug] : undefined;
      const draft = showcase ? showcaseDraft(rng, c, taken, showcase) : uniqueDraft(rng, c, taken);
      const rating = round2(rng.chance(0.1) ? rng.float(1.5, 3) : rng.float(3, 5));
      const stock = stockLevel(rng);
      const createdAt = epoch + rng.int(0, 300 * DAY_MS);
      const updatedAt = createdAt + rng.int(0, 60 * DAY_MS);
      const imageCount = rng.pick([1, 1, 1, 2, 3, 3, 3, 4, 4]);
      const minimumOrderQuantity = draft.price > 500 || rng.chance(0.7) ? 1 : rng.pick([2, 2, 3, 4, 5, 6, 8, 10, 12, 20]);
      const product: Product = {
        id,
        title: draft.title,
        description: describe(rng, draft, c),
        category: c.slug,
        price: nairaPrice(draft.price),
        discountPercentage: round2(rng.float(1, 20)),
        rating: Math.min(5, rating),
        stock,
        tags: [...new Set(draft.tags)],
        ...(draft.brand ? { brand: draft.brand } : {}),
        sku: `${letters3(c.slug)}-${draft.brand ? letters3(draft.brand) : 'BRD'}-${letters3(draft.title.replace(/^\d+\s*/, ''))}-${String(id).padStart(3, '0')}`,
        weight: rng.int(1, 10),
        dimensions: { width: round2(rng.float(5, 30)), height: round2(rng.float(5, 30)), depth: round2(rng.float(5, 30)) },
        warrantyInformation: c.slug === 'groceries' ? rng.pick(WARRANTIES.slice(0, 3)) : rng.pick(WARRANTIES),
        shippingInformation: rng.pick(SHIPPING),
        availabilityStatus: availability(stock),
        reviews: reviewsFor(rng, rating, draft.noun, createdAt, updatedAt - createdAt + 30 * DAY_MS),
        returnPolicy: rng.pick(RETURN_POLICIES),
        minimumOrderQuantity,
        meta: {
          createdAt: new Date(createdAt).toISOString(),
          updatedAt: new Date(updatedAt).toISOString(),
          barcode: barcode(rng),
          qrCode: QR_CODE_PATH,
        },
        ...imagePaths(c.slug, id, imageCount),
      };
      products.push(product);
    }
  });
  return products;
}

export const categoryName = (slug: string): string => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

/** The category's words (hue and glyph for pictures). */
export const categoryWords = (slug: string): CategoryWords | undefined => CATEGORY_WORDS.find((c) => c.slug === slug);
