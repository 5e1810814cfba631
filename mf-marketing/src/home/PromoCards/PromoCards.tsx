import { Link } from 'react-router-dom';
import chair from '../../assets/promo-chair.svg';
import headphones from '../../assets/promo-headphones.svg';
import jacket from '../../assets/promo-jacket.svg';
import styles from './PromoCards.module.css';

interface Promo {
  title: string;
  text: string;
  image: string;
  imageAlt: string;
  /** The listing search SHOP NOW opens. */
  query: string;
}

export const PROMOS: readonly Promo[] = [
  {
    title: 'Winter Jackets',
    text: 'Warm, packable puffers for chilly harmattan mornings and trips abroad.',
    image: jacket,
    imageAlt: 'A green quilted winter jacket with a hood',
    query: 'winter jacket',
  },
  {
    title: 'Office Chairs',
    text: 'Ergonomic seats with lumbar support for long days at work or at home.',
    image: chair,
    imageAlt: 'A black and green swivel office chair on castors',
    query: 'office chair',
  },
  {
    title: 'Wireless Headphones',
    text: 'Noise-cancelling sound with all-day battery for danfo rides and deep focus.',
    image: headphones,
    imageAlt: 'Over-ear wireless headphones in green and black',
    query: 'wireless headphones',
  },
];

export const listingSearch = (query: string) => `/products?q=${encodeURIComponent(query)}`;

/** Three featured products, each opening the listing searched for it. */
export function PromoCards() {
  return (
    <section className={styles.section} aria-labelledby="promo-heading">
      <h2 id="promo-heading" className={styles.heading}>
        Trending Now
      </h2>
      <ul className={styles.grid}>
        {PROMOS.map((promo) => (
          <li key={promo.query} className={styles.card}>
            <img className={styles.image} src={promo.image} alt={promo.imageAlt} width={400} height={300} loading="lazy" />
            <div className={styles.body}>
              <h3 className={styles.title}>{promo.title}</h3>
              <p className={styles.text}>{promo.text}</p>
              {/* The name starts with the visible words and says which product (three SHOP NOWs on one page). */}
              <Link className={styles.cta} to={listingSearch(promo.query)} aria-label={`SHOP NOW: ${promo.title}`}>
                SHOP NOW
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
