import { Link, Route, Routes, useLocation } from 'react-router-dom';
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
      <Route path="*" element={<ElsewhereInTheShop />} />
    </Routes>
  );
}

/** Where a link leaves this remote (not-found, checkout): QA sees the exact URL it opened. */
function ElsewhereInTheShop() {
  const { pathname, search } = useLocation();
  return (
    <section style={{ maxWidth: 640, margin: '64px auto', padding: '0 20px', textAlign: 'center' }}>
      <h1>Another part of the shop</h1>
      <p>
        The shell would show <code data-testid="harness-location">{`${pathname}${search}`}</code> here.
      </p>
      <Link to="/products">Back to the products</Link>
    </section>
  );
}
