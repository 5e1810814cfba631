import { categoryLabel } from '../shared/listing-rules';

/** One inviting line per DummyJSON category, shown on its card of the categories page. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  beauty: 'Mascaras, lipsticks and palettes for an everyday glow or a full glam night out.',
  fragrances: 'Signature scents from the great perfume houses, for him and for her.',
  furniture: 'Beds, sofas and tables built to make every room feel like home.',
  groceries: 'Fresh produce, pantry staples and drinks for the weekly shop, delivered.',
  'home-decoration': 'Lamps, frames and plants that give your space a finishing touch.',
  'kitchen-accessories': 'Pans, knives and clever tools for cooks of every level.',
  laptops: 'Powerful, portable machines for work, study and play on the go.',
  'mens-shirts': 'Crisp shirts and easy tees, from the boardroom to the weekend.',
  'mens-shoes': 'Sneakers, trainers and smart shoes made for every step of the day.',
  'mens-watches': 'Classic and sporty timepieces that finish any look with confidence.',
  'mobile-accessories': 'Chargers, earbuds, cases and more to get the most from your phone.',
  motorcycle: 'Sport and touring bikes for riders who love the open road.',
  'skin-care': 'Serums, oils and creams that keep your skin healthy and radiant.',
  smartphones: 'The latest phones with brilliant cameras and all-day batteries.',
  'sports-accessories': 'Balls, rackets and gear to keep you moving and at the top of your game.',
  sunglasses: 'Stylish shades that protect your eyes under the brightest sun.',
  tablets: 'Slim tablets for reading, drawing, streaming and staying productive.',
  tops: 'Blouses, crop tops and casual pieces for relaxed, everyday style.',
  vehicle: 'Cars and SUVs that pair comfort with performance on every journey.',
  'womens-bags': 'Handbags, totes and clutches that carry your essentials in style.',
  'womens-dresses': 'Elegant and playful dresses for owambe, the office and everything between.',
  'womens-jewellery': 'Earrings, necklaces and rings that add sparkle to any outfit.',
  'womens-shoes': 'Heels, flats and sandals to step out in comfort and style.',
  'womens-watches': 'Graceful watches that pair fine design with precise timekeeping.',
};

/** The category's own line, or an invitation built from its label for one the catalog adds later. */
export function describeCategory(slug: string): string {
  return DESCRIPTIONS[slug] ?? `Browse our ${categoryLabel(slug) || 'latest'} selection.`;
}

export const DESCRIBED_CATEGORIES = Object.keys(DESCRIPTIONS);
