import { Route, Routes } from 'react-router-dom';
import { ElsewhereInTheShop } from 'shared-contracts/testing';
import { Categories } from '../categories/Categories';
import { ProductDetail } from '../product-page/ProductDetail';
import { ProductList } from '../product-list/ProductList';

/** The remote's own screens at the shop's paths, for QA running it alone. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ProductList />} />
      <Route path="/products" element={<ProductList />} />
      <Route path="/shop" element={<ProductList />} />
      <Route path="/guest" element={<ProductList />} />
      <Route path="/products/:slug" element={<ProductDetail />} />
      <Route path="/catergories" element={<Categories />} />
      <Route path="*" element={<ElsewhereInTheShop links={[{ to: '/products', label: 'Back to the products' }]} />} />
    </Routes>
  );
}
