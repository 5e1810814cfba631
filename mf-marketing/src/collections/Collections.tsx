import { Link } from 'react-router-dom';
import type { Collection } from './collection';
import classics from '../assets/collection-classics.svg';
import summer from '../assets/collection-summer.svg';
import sustainable from '../assets/collection-sustainable.svg';
import { PageHero } from '../shared/PageHero/PageHero';
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
      <ul className={styles.grid}>
        {COLLECTIONS.map((collection, i) => (
          <li key={collection.id} className={styles.card}>
            <img
              className={styles.image}
              src={collection.imageUrl}
              alt={collection.imageAlt}
              width={480}
              height={320}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <div className={styles.body}>
              <h2 className={styles.title}>{collection.title}</h2>
              <p className={styles.text}>{collection.description}</p>
              <Link
                className={styles.cta}
                to={`/products?q=${encodeURIComponent(collection.query)}`}
                aria-label={`Shop Now: ${collection.title}`}
              >
                Shop Now
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
