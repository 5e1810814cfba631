import { Route, Routes } from 'react-router-dom';
import { ElsewhereInTheShop } from 'shared-contracts/testing';
import { Checkout } from '../checkout/Checkout';

const WAYS_BACK = [{ to: '/checkout', label: 'Checkout' }];

/** The remote's screen at the shop's path, for QA running it alone. */
export function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="/checkout" element={<Checkout />} />
      <Route path="*" element={<ElsewhereInTheShop links={WAYS_BACK} />} />
    </Routes>
  );
}
