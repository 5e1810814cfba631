import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Product } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { ChevronRightIcon, PackageIcon } from 'shop-ui/icons';
import { useCatalogRequest } from '../server/useCatalogRequest';
import { Gallery } from './Gallery/Gallery';
import { galleryImages } from './Gallery/gallery-images';
import { ProductInfo } from './ProductInfo/ProductInfo';
import { Reviews } from './Reviews/Reviews';
import { TEXTS } from '../shared/catalog-texts';
import panel from '../shared/styles/panel.module.css';
import shimmer from '../shared/styles/shimmer.module.css';
import { DETAIL_TEXTS } from './product-page-texts';
import { useDocumentTitle } from './useDocumentTitle';
import { useProductReviews } from './useProductReviews';
import styles from './ProductDetail.module.css';

/** The product page at /products/:slug (SPEC §2 Product detail). */
export function ProductDetail() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const product = useCatalogRequest(slug, (api) => api.bySlug(slug), (api) => api.carried?.bySlug(slug));
  const failed = product.status === 'error';

  // SPEC §8: when loading fails the detail page leaves for the not-found screen.
  useEffect(() => {
    if (failed) navigate('/not-found', { replace: true });
  }, [failed, navigate]);

  if (product.status !== 'ready') return <DetailSkeleton />;
  if (!product.value) return <ProductNotFound />;
  // Keyed by product, so the gallery and quantity start afresh on another product's page.
  return <ProductPage key={product.value.id} product={product.value} />;
}

function ProductPage({ product }: { product: Product }) {
  useDocumentTitle(DETAIL_TEXTS.pageTitle(product.name));
  const reviews = useProductReviews(product);
  return (
    <div className={styles.page}>
      <BackToProducts />
      <div className={styles.layout}>
        <div className={styles.galleryColumn}>
          <Gallery name={product.name} images={galleryImages(product)} />
        </div>
        <ProductInfo product={product} />
      </div>
      <Reviews product={{ rating: product.rating, reviewCount: product.reviewCount, reviews }} />
    </div>
  );
}

/** Back to the listing the shopper came from, filters and page included, or to all products. */
function BackToProducts() {
  const { state } = useLocation();
  const from: unknown = (state as { from?: unknown } | null)?.from;
  // Only a path inside this site: never a protocol-relative or foreign URL passed in state.
  const to = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/products';
  return (
    <Link to={to} className={buttonClass('quiet', { className: styles.back })}>
      {/* The kit's chevron, turned to point back. */}
      <ChevronRightIcon size={20} className={styles.backIcon} />
      {TEXTS.backToProducts}
    </Link>
  );
}

/** The page's own layout in grey while the product loads, so nothing moves when it arrives. */
function DetailSkeleton() {
  const bone = `${shimmer.shimmer} ${styles.bone}`;
  return (
    <div className={styles.page} aria-busy="true">
      <BackToProducts />
      <div className={styles.layout}>
        <div className={styles.galleryColumn} aria-hidden="true">
          <div className={`${bone} ${styles.mainBone}`} />
          <div className={styles.thumbBones}>
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className={`${bone} ${styles.thumbBone}`} />
            ))}
          </div>
        </div>
        <div className={styles.infoColumn}>
          <p role="status" className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {TEXTS.loadingProduct}
          </p>
          <div aria-hidden="true" className={styles.infoColumn}>
            <div className={`${bone} ${styles.line}`} style={{ width: '45%' }} />
            <div className={`${bone} ${styles.line}`} style={{ width: '30%', height: 36 }} />
            <div className={`${bone} ${styles.line}`} />
            <div className={`${bone} ${styles.line}`} />
            <div className={`${bone} ${styles.line}`} style={{ width: '70%' }} />
            <div className={`${bone} ${styles.block}`} />
            <div className={`${bone} ${styles.block}`} />
          </div>
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  return (
    <section className={`${panel.panel} ${styles.notFound}`} aria-labelledby="product-not-found">
      <PackageIcon size={72} className={styles.notFoundIcon} />
      <h1 id="product-not-found" className={styles.notFoundTitle}>
        {TEXTS.productNotFound}
      </h1>
      <p className={styles.notFoundText}>{TEXTS.productNotFoundText}</p>
      <Link to="/products" className={buttonClass('accent')}>
        {TEXTS.browseAll}
      </Link>
    </section>
  );
}
