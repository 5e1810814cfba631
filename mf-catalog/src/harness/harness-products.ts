import { productSlug, type Product } from 'shared-contracts';
import { catalogPrice, isNewByStock } from 'shared-contracts/core';
import { sampleProduct } from './sample-product';

// The QA page's catalog, with no server: products enough for several pages and every filter, made the
// same way on every visit (no randomness), each with a small drawn picture so the cards look like cards.

const CATEGORIES = [
  { name: 'beauty', hue: 330, brands: ['Glow', 'Essence'], things: ['Lipstick', 'Face Cream', 'Mascara', 'Serum'] },
  { name: 'furniture', hue: 30, brands: ['Lagos Woodworks', 'Oakly'], things: ['Armchair', 'Side Table', 'Bookshelf', 'Stool'] },
  { name: 'home-decoration', hue: 160, brands: ['Lumen', 'Verde'], things: ['Desk Lamp', 'Vase', 'Wall Clock', 'Mirror'] },
  { name: 'laptops', hue: 220, brands: ['Dell', 'Lenovo', 'Apple'], things: ['Ultrabook', 'Notebook', 'Workstation'] },
  { name: 'groceries', hue: 95, brands: [], things: ['Plantain Chips', 'Honey', 'Rice', 'Palm Oil'] },
  { name: 'mens-shirts', hue: 265, brands: ['Adire House', 'Tailor & Co'], things: ['Ankara Shirt', 'Linen Shirt', 'Polo'] },
];
const WORDS = ['Classic', 'Walnut', 'Velvet', 'Sunset', 'Harmattan', 'Indigo', 'Coastal', 'Savanna', 'Golden', 'Midnight'];

const picture = (label: string, hue: number, shade: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${hue} 60% ${88 - shade * 8}%)"/><circle cx="150" cy="130" r="70" fill="hsl(${hue} 55% 55%)"/><text x="150" y="260" font-family="sans-serif" font-size="22" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`,
  )}`;

/** `count` products over six categories, in the catalog's order; the last ones newest. */
export function harnessProducts(count = 60): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const thing = category.things[Math.floor(i / CATEGORIES.length) % category.things.length]!;
    const name = `${WORDS[(i * 7) % WORDS.length]} ${thing} ${i + 1}`;
    const stock = (i * 13) % 80;
    const rating = Math.round((1.5 + ((i * 37) % 35) / 10) * 10) / 10;
    const brand = category.brands[i % Math.max(1, category.brands.length)];
    const discountPercentage = i % 4 === 0 ? 15 : 0;
    return sampleProduct(i + 1, {
      name,
      slug: productSlug(name),
      category: category.name,
      ...catalogPrice(500 + ((i * 7919) % 60) * 450, discountPercentage),
      discountPercentage,
      rating,
      reviewCount: 3 + ((i * 53) % 400),
      stock,
      isNew: isNewByStock(stock),
      isFeatured: i % 7 === 0,
      image: picture(thing, category.hue, 0),
      images: [0, 1, 2].map((shade) => picture(thing, category.hue, shade)),
      description: `${name}: made for the QA harness, to try the catalog's pages without a server.`,
      details: [`Brand: ${brand ?? 'Unbranded'}`, `Stock available: ${stock}`, `Rating: ${rating} stars`, `Category: ${category.name}`],
      ...(brand ? { brand } : {}),
      reviews: [{ rating: Math.round(rating), comment: 'Just as pictured.', date: '2026-01-15T10:00:00.000Z', reviewerName: 'Kemi A.' }],
    });
  });
}
