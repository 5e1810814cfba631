import * as v from 'valibot';
import { ITEM_CATEGORIES, PRODUCT_IMAGES_MAX, PRODUCT_IMAGE_MAX_BYTES } from '../constants';
import { choice, flag, id, imageUrl, multilineText, record, text, wholeNumber } from './fields';
import { LISTING_LIMITS, TEXT_LIMITS } from './limits';

/** A data URL of PRODUCT_IMAGE_MAX_BYTES is about 4/3 of it in base64. */
const IMAGE_URL_MAX = Math.ceil((PRODUCT_IMAGE_MAX_BYTES * 4) / 3) + 64;
/**
 * A listing's pictures together: sent as base64 they stay under a request's 32 MB (five of 5 MB would not).
 * The browser shrinks each to 800 px first (mf-account's read-image.ts), so a seller never meets it.
 */
const TOTAL_MB = 18;
const IMAGES_TOTAL_MAX = Math.ceil((TOTAL_MB * 1024 * 1024 * 4) / 3) + PRODUCT_IMAGES_MAX * 64;

// A listing's fields, shared by its creation and its edit (ListingUpdateSchema): one limit each.
const description = multilineText(TEXT_LIMITS.description, 1);
/** Whole naira. */
const price = wholeNumber(1, LISTING_LIMITS.priceMax);
const stock = wholeNumber(0, LISTING_LIMITS.stockMax);
const images = v.pipe(
  v.array(imageUrl(IMAGE_URL_MAX), 'must be a list of images'),
  v.minLength(1, 'At least one image is required'),
  v.maxLength(PRODUCT_IMAGES_MAX, `Maximum ${PRODUCT_IMAGES_MAX} images allowed`),
  v.check((list) => list.reduce((sum, url) => sum + url.length, 0) <= IMAGES_TOTAL_MAX, `must be at most ${TOTAL_MB}MB together`),
);

const specification = record({
  key: text(TEXT_LIMITS.specificationKey, 1),
  value: text(TEXT_LIMITS.specificationValue, 1),
});

/**
 * What a seller sends to list an item (SPEC §3 New product form, images already read). The server
 * builds the listing's product from it; rating, reviews, slug and seller are never the browser's.
 */
export const ListingInputSchema = record({
  name: text(TEXT_LIMITS.name, 1),
  description,
  price,
  category: choice(ITEM_CATEGORIES),
  brand: v.optional(text(TEXT_LIMITS.brand), ''),
  sku: v.optional(text(TEXT_LIMITS.sku), ''),
  stock,
  images,
  tags: v.optional(
    v.pipe(
      v.array(text(TEXT_LIMITS.tag, 1), 'must be a list of tags'),
      v.maxLength(LISTING_LIMITS.tagsMax, `must be at most ${LISTING_LIMITS.tagsMax} tags`),
      v.check((tags) => new Set(tags).size === tags.length, 'Tag already exists'),
    ),
    [],
  ),
  specifications: v.optional(
    v.pipe(
      v.array(specification, 'must be a list of key and value pairs'),
      v.maxLength(LISTING_LIMITS.specificationsMax, `must be at most ${LISTING_LIMITS.specificationsMax} rows`),
    ),
    [],
  ),
  isActive: v.optional(flag, true),
  isFeatured: v.optional(flag, false),
});

export type ListingInput = v.InferOutput<typeof ListingInputSchema>;

/** What a listing's seller may change (issue 29); its name, category and slug stay, so its page keeps its address. */
export const LISTING_EDITABLE_FIELDS = ['price', 'stock', 'description', 'images', 'isActive'] as const;

/**
 * A seller's edit of their listing (contracts 2.1): only the fields it changes, at least one, each
 * checked as at creation. The server decides whose listing it is; the payload never says.
 */
export const ListingUpdateSchema = v.pipe(
  record({
    id: id(),
    price: v.optional(price),
    stock: v.optional(stock),
    description: v.optional(description),
    images: v.optional(images),
    isActive: v.optional(flag),
  }),
  v.check(
    (update) => LISTING_EDITABLE_FIELDS.some((field) => update[field] !== undefined),
    `Nothing to change: send at least one of ${LISTING_EDITABLE_FIELDS.join(', ')}`,
  ),
);

export type ListingUpdate = v.InferOutput<typeof ListingUpdateSchema>;

/** The changes of a ListingUpdate, without the listing's id. */
export type ListingPatch = Omit<ListingUpdate, 'id'>;
