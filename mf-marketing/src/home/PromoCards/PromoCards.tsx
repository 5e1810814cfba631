import chair from '../../assets/promo-chair.svg';
import headphones from '../../assets/promo-headphones.svg';
import jacket from '../../assets/promo-jacket.svg';
import { Section } from '../../shared/Section/Section';
import { ShopCard, ShopCardGrid } from '../../shared/ShopCard/ShopCard';

const picture = (src: string, alt: string) => ({ src, alt, width: 400, height: 300 });

const PROMOS = [
  {
    title: 'Winter Jackets',
    text: 'Warm, packable puffers for chilly harmattan mornings and trips abroad.',
    image: picture(jacket, 'A green quilted winter jacket with a hood'),
    query: 'winter jacket',
  },
  {
    title: 'Office Chairs',
    text: 'Ergonomic seats with lumbar support for long days at work or at home.',
    image: picture(chair, 'A black and green swivel office chair on castors'),
    query: 'office chair',
  },
  {
    title: 'Wireless Headphones',
    text: 'Noise-cancelling sound with all-day battery for danfo rides and deep focus.',
    image: picture(headphones, 'Over-ear wireless headphones in green and black'),
    query: 'wireless headphones',
  },
] as const;

/** Three featured products, each opening the listing searched for it. */
export function PromoCards() {
  return (
    <Section id="promo-heading" title="Trending Now">
      <ShopCardGrid shortOnPhones>
        {PROMOS.map((promo) => (
          <ShopCard key={promo.query} {...promo} action="SHOP NOW" />
        ))}
      </ShopCardGrid>
    </Section>
  );
}
