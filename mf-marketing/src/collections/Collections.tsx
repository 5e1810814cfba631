import type { Collection } from './collection';
import classics from '../assets/collection-classics.svg';
import summer from '../assets/collection-summer.svg';
import sustainable from '../assets/collection-sustainable.svg';
import { PageHero } from '../shared/PageHero/PageHero';
import { ShopCard, ShopCardGrid } from '../shared/ShopCard/ShopCard';
import styles from './Collections.module.css';

/** The three curated collections; Shop Now opens the listing searched for each. */
export const COLLECTIONS: readonly (Collection & { imageAlt: string })[] = [
  {
    id: 'summer-essentials',
    title: 'Summer Essentials',
    description: 'Light dresses, sunglasses and breezy wear for hot afternoons, beach days and owambe weekends.',
    imageUrl: summer,
    imageAlt: 'A green sun hat and sunglasses under a bright sun',
    query: 'summer',
  },
  {
    id: 'modern-classics',
    title: 'Modern Classics',
    description: 'Timeless watches, leather bags and sharp shirts that look as good in ten years as they do today.',
    imageUrl: classics,
    imageAlt: 'A brown leather handbag beside a gold wristwatch',
    query: 'classic',
  },
  {
    id: 'sustainable-line',
    title: 'Sustainable Line',
    description: 'Bamboo, recycled and reusable picks made to last, with less waste in every parcel we ship.',
    imageUrl: sustainable,
    imageAlt: 'A canvas tote bag with a leaf print among green leaves',
    query: 'bamboo',
  },
];

export function Collections() {
  return (
    <div className={styles.page}>
      <PageHero title="Our Collections" text="Explore curated collections crafted for every lifestyle." />
      <div className={styles.column}>
        <ShopCardGrid>
          {COLLECTIONS.map((collection, i) => (
            <ShopCard
              key={collection.id}
              title={collection.title}
              text={collection.description}
              image={{ src: collection.imageUrl, alt: collection.imageAlt, width: 480, height: 320, eager: i === 0 }}
              query={collection.query}
              action="Shop Now"
              headingLevel={2}
            />
          ))}
        </ShopCardGrid>
      </div>
    </div>
  );
}
