import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from 'shared-contracts/core';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * The visible texts of Create New Item (SPEC §2) beyond the spec's messages, which live in
 * new-item.ts as NEW_ITEM_MESSAGES. My Account's listing editor shows the same labels.
 */
export const CREATE_ITEM_TEXTS = {
  title: 'Create New Item',
  subtitle: 'List a product for sale. Shoppers find it in the shop as soon as it is created.',
  required: 'Fields marked * are required.',
  sections: {
    basic: 'Basic Information',
    images: 'Product Images',
    tags: 'Tags',
    specifications: 'Specifications',
    settings: 'Settings',
  },
  fields: {
    name: 'Product Name',
    description: 'Description',
    price: 'Price (₦)',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    brand: 'Brand',
    sku: 'SKU',
    stock: 'Stock Quantity',
  },
  images: {
    choose: 'Add images',
    drop: 'or drag and drop them here',
    hint: (count: number) => `${count} of ${PRODUCT_IMAGES_MAX} images · JPEG, PNG, WebP or GIF, up to ${MAX_MB}MB each`,
    reading: 'Preparing images…',
    list: 'Chosen images',
    main: 'Main',
    remove: (name: string) => `Remove image ${name}`,
  },
  tags: {
    input: 'Add a tag',
    placeholder: 'e.g. cotton, handmade',
    hint: 'Press Enter to add a tag.',
    add: 'Add Tag',
    list: 'Tags',
    remove: (tag: string) => `Remove tag ${tag}`,
  },
  specifications: {
    key: 'Specification',
    value: 'Value',
    keyLabel: (n: number) => `Specification ${n} name`,
    valueLabel: (n: number) => `Specification ${n} value`,
    keyPlaceholder: 'e.g. Material',
    valuePlaceholder: 'e.g. Cotton',
    add: 'Add Specification',
    remove: (n: number) => `Remove specification ${n}`,
    hint: 'Rows without both a name and a value are left out.',
  },
  settings: {
    active: 'Active',
    activeHint: 'Shoppers can find and buy this item in the shop.',
    featured: 'Featured',
    featuredHint: 'Shown first when the shop is sorted by Featured.',
  },
  preview: {
    show: 'Show Preview',
    hide: 'Hide Preview',
    title: 'Preview',
    caption: 'How your item appears in the shop listing.',
    namePlaceholder: 'Your product name',
    noImage: 'No image yet',
    new: 'New',
    featured: 'Featured',
    inactive: 'Inactive: hidden from shoppers',
    reviews: (n: number) => `${n} reviews`,
  },
  submit: 'Create Item',
  submitting: 'Creating...',
  reset: 'Clear Form',
  created: (name: string) => `“${name}” is listed.`,
  seeInShop: 'See it in the shop',
  myItems: 'My items',
} as const;
