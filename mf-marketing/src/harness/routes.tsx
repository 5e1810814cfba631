import { Route, Routes } from 'react-router-dom';
import { ElsewhereInTheShop } from 'shared-contracts/testing';
import { About } from '../screens/About/About';
import { Collections } from '../screens/Collections/Collections';
import { EarlyBird } from '../screens/EarlyBird/EarlyBird';
import { Home } from '../screens/Home/Home';

/** The remote's own screens at the shop's paths, for QA running it alone. */
export function MarketingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/home" element={<Home />} />
      <Route path="/about" element={<About />} />
      <Route path="/collections" element={<Collections />} />
      <Route path="/early-bird-registration" element={<EarlyBird />} />
      <Route path="*" element={<ElsewhereInTheShop links={[{ to: '/', label: 'Back to the marketing home' }]} />} />
    </Routes>
  );
}
