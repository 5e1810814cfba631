import { Route, Routes } from 'react-router-dom';
import { ElsewhereInTheShop } from 'shared-contracts/testing';
import { Categories } from '../screens/Categories/Categories';
import { ProductDetail } from '../screens/ProductDetail/ProductDetail';
import { ProductList } from '../screens/ProductList/ProductList';

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
