import { Banner } from './Banner/Banner';
import { CategoryGrid } from './CategoryGrid/CategoryGrid';
import { FlashSale } from './FlashSale/FlashSale';
import { PromoCards } from './PromoCards/PromoCards';
import { ReviewCounter } from './ReviewCounter/ReviewCounter';
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
