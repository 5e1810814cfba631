import { type Product, productSlug } from 'shared-contracts';
import {
  isNewByStock,
  ITEM_CATEGORIES,
  LISTING_LIMITS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
} from 'shared-contracts/core';

// SPEC §2 Create New Item, §3 New product form, §5 New item rules: the pure half of the screen.

/** SPEC §5 and §8 texts of the new item form, exactly. */
export const NEW_ITEM_MESSAGES = {
  nameRequired: 'Product name is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Valid price is required',
  categoryRequired: 'Category is required',
  stockRequired: 'Valid stock quantity is required',
  imageRequired: 'At least one image is required',
  tooManyImages: 'Maximum 5 images allowed',
  imageTooLarge: (file: string) => `${file} is too large. Maximum 5MB per image.`,
  notAnImage: (file: string) => `${file} is not a valid image file.`,
  imagesUploaded: (count: number) => `${count} image(s) uploaded successfully`,
  imageRemoved: 'Image removed',
  tagExists: 'Tag already exists',
  tagAdded: 'Tag added',
  tagRemoved: 'Tag removed',
  specificationRemoved: 'Specification removed',
  // The spec's 'Check console for details.' is dropped: the item is saved, nothing is logged.
  created: 'Item created successfully!',
  failed: 'Failed to create item. Please try again.',
} as const;

/** An image read for the form: a data URL, so a saved listing shows it after a reload. */
export interface NewItemImage {
  id: string;
  name: string;
  src: string;
}

export interface ItemSpecification {
  key: string;
  value: string;
}

/** SPEC §3 New product form. */
export interface NewProductForm {
  name: string;
  description: string;
  price: string;
  category: string;
  brand: string;
  sku: string;
  stock: string;
  images: File[];
  tags: string[];
  specifications: { key: string; value: string }[];
  isActive: boolean;
  isFeatured: boolean;
}

/** The form as the screen holds it: SPEC §3 New product form with its images already read. */
export type NewItemDraft = Omit<NewProductForm, 'images'> & { images: NewItemImage[] };

export const EMPTY_SPECIFICATION: ItemSpecification = { key: '', value: '' };

/** SPEC §3 defaults: active, not featured, one empty specification row. */
export function emptyNewItem(): NewItemDraft {
  return {
    name: '',
    description: '',
    price: '',
    category: '',
    brand: '',
    sku: '',
    stock: '',
    images: [],
    tags: [],
    specifications: [{ ...EMPTY_SPECIFICATION }],
    isActive: true,
    isFeatured: false,
  };
}

/** The fields the submit checks concern, in the spec's order. */
export type NewItemField = 'name' | 'description' | 'price' | 'category' | 'stock' | 'images';

export interface NewItemProblem {
  field: NewItemField;
  message: string;
}

/** What the submit checks read: the form's typed values, and how many images it has. */
type Checked = Pick<NewItemDraft, 'name' | 'description' | 'price' | 'category' | 'stock'> & { images: readonly unknown[] };

const blank = (text: string) => text.trim() === '';

/** A decimal number as typed ('12', '12.50'); anything else (blank, '1e3', '12abc') is NaN. */
export function parseAmount(text: string): number {
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * Whole naira from 1 to the server's limit: the shop shows and charges whole naira, and the server
 * refuses anything else, so the form says so before sending.
 */
export function isValidItemPrice(price: string): boolean {
  const naira = parseAmount(price);
  return Number.isInteger(naira) && naira >= 1 && naira <= LISTING_LIMITS.priceMax;
}

/** Stock is a whole number of items, 0 or more, up to the server's limit. */
export function isValidItemStock(stock: string): boolean {
  return /^\d+$/.test(stock.trim()) && Number(stock.trim()) <= LISTING_LIMITS.stockMax;
}

const CATEGORIES: readonly string[] = ITEM_CATEGORIES;
/** One of the categories the server takes (the form offers only these). */
export const isItemCategory = (category: string): category is (typeof ITEM_CATEGORIES)[number] => CATEGORIES.includes(category);

/** SPEC §5's submit checks, one per field, in the spec's order. */
const ITEM_CHECKS: readonly [NewItemField, (form: Checked) => boolean, string][] = [
  ['name', (f) => !blank(f.name), NEW_ITEM_MESSAGES.nameRequired],
  ['description', (f) => !blank(f.description), NEW_ITEM_MESSAGES.descriptionRequired],
  ['price', (f) => isValidItemPrice(f.price), NEW_ITEM_MESSAGES.priceRequired],
  ['category', (f) => isItemCategory(f.category), NEW_ITEM_MESSAGES.categoryRequired],
  ['stock', (f) => isValidItemStock(f.stock), NEW_ITEM_MESSAGES.stockRequired],
  ['images', (f) => f.images.length > 0, NEW_ITEM_MESSAGES.imageRequired],
];

/** The first failing check of these fields (a form that has only them), in the spec's order, or null. */
export function itemProblem<F extends NewItemField>(form: Pick<Checked, F>, fields: readonly F[]): NewItemProblem | null {
  for (const [field, passes, message] of ITEM_CHECKS) {
    if ((fields as readonly NewItemField[]).includes(field) && !passes(form as Checked)) return { field, message };
  }
  return null;
}

const ALL_FIELDS: readonly NewItemField[] = ITEM_CHECKS.map(([field]) => field);

/** SPEC §5: the first failing submit check, in the spec's order, or null when the form may be saved. */
export function validateNewItem(form: Checked): NewItemProblem | null {
  return itemProblem(form, ALL_FIELDS);
}

/** What the image checks need of a File. */
export interface ImageCandidate {
  name: string;
  type: string;
  size: number;
}

export interface ImageSelection<F extends ImageCandidate> {
  accepted: F[];
  /** One message per file turned away, then the limit's message if the limit turned any away. */
  problems: string[];
}

/**
 * SPEC §5 image checks on files chosen while `current` images are already in the form: images
 * only, each at most 5 MB, at most 5 in all. Good files are taken in order until the limit is
 * reached; the rest are refused with 'Maximum 5 images allowed'.
 */
export function selectItemImages<F extends ImageCandidate>(current: number, files: readonly F[]): ImageSelection<F> {
  const accepted: F[] = [];
  const problems: string[] = [];
  let overLimit = false;
  for (const file of files) {
    if (!file.type.startsWith('image/')) problems.push(NEW_ITEM_MESSAGES.notAnImage(file.name));
    else if (file.size > PRODUCT_IMAGE_MAX_BYTES) problems.push(NEW_ITEM_MESSAGES.imageTooLarge(file.name));
    else if (current + accepted.length >= PRODUCT_IMAGES_MAX) overLimit = true;
    else accepted.push(file);
  }
  if (overLimit) problems.push(NEW_ITEM_MESSAGES.tooManyImages);
  return { accepted, problems };
}

export type TagOutcome = 'added' | 'blank' | 'exists';

/** SPEC §5 tags: blank ignored, a duplicate (whatever its case) refused, else added trimmed. */
export function addItemTag(tags: readonly string[], input: string): { tags: string[]; outcome: TagOutcome } {
  const tag = input.trim().replace(/\s+/g, ' ');
  if (tag === '') return { tags: [...tags], outcome: 'blank' };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { tags: [...tags], outcome: 'exists' };
  return { tags: [...tags, tag], outcome: 'added' };
}

export function removeItemTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** SPEC §5: at least one row stays; removing the only row leaves it empty. */
export function removeItemSpecification(rows: readonly ItemSpecification[], index: number): ItemSpecification[] {
  const kept = rows.filter((_, i) => i !== index);
  return kept.length > 0 ? kept : [{ ...EMPTY_SPECIFICATION }];
}

/** SPEC §5: rows trimmed, and any row missing its name or its value dropped on submit. */
export function itemSpecificationsToSave(rows: readonly ItemSpecification[]): ItemSpecification[] {
  return rows
    .map((row) => ({ key: row.key.trim(), value: row.value.trim() }))
    .filter((row) => row.key !== '' && row.value !== '');
}

/**
 * What a listing keeps beyond the shop's Product. Stored with it (both adapters keep every
 * field); an inactive listing is the seller's own draft, not shown to shoppers.
 */
export interface NewListingExtras {
  sku?: string;
  tags: string[];
  specifications: ItemSpecification[];
  isActive: boolean;
}

export type NewListing = Omit<Product, 'id' | 'sellerId'> & NewListingExtras;

/**
 * The validated form as the listing's product: shaped like a catalog product so the listing card,
 * search, filters and sorts treat it alike. A new listing has no rating, reviews or discount yet.
 */
export function listingFromNewItem(form: NewItemDraft): NewListing {
  const name = form.name.trim().replace(/\s+/g, ' ');
  const brand = form.brand.trim();
  const sku = form.sku.trim();
  const stock = Number(form.stock.trim());
  const price = parseAmount(form.price);
  const images = form.images.map((image) => image.src);
  const specifications = itemSpecificationsToSave(form.specifications);
  return {
    name,
    image: images[0] ?? '',
    images,
    price,
    description: form.description.trim(),
    details: [
      `Brand: ${brand || 'Unbranded'}`,
      `Stock available: ${stock}`,
      'Rating: 0 stars',
      `Category: ${form.category}`,
      ...specifications.map((s) => `${s.key}: ${s.value}`),
    ],
    rating: 0,
    reviewCount: 0,
    isNew: isNewByStock(stock),
    isFeatured: form.isFeatured,
    category: form.category,
    stock,
    discountPercentage: 0,
    slug: productSlug(name),
    ...(brand ? { brand } : {}),
    ...(sku ? { sku } : {}),
    tags: [...form.tags],
    specifications,
    isActive: form.isActive,
  };
}
