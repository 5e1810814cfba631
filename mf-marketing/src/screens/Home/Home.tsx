import { Banner } from '../../components/Banner/Banner';
import { CategoryGrid } from '../../components/CategoryGrid/CategoryGrid';
import { FlashSale } from '../../components/FlashSale/FlashSale';
import { PromoCards } from '../../components/PromoCards/PromoCards';
import { ReviewCounter } from '../../components/ReviewCounter/ReviewCounter';
import styles from './Home.module.css';

/** The landing page: promotions, featured products, categories, social proof, flash sale. */
export function Home() {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Oja Express: shop online and get it delivered anywhere in Nigeria</h1>
      <Banner />
      <PromoCards />
      <CategoryGrid />
      <ReviewCounter />
      <FlashSale />
    </div>
  );
}
