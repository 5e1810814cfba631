import { Route, Routes } from 'react-router-dom';
import { ElsewhereInTheShop } from 'shared-contracts/testing';
import { About } from '../about/About';
import { Collections } from '../collections/Collections';
import { EarlyBird } from '../early-bird/EarlyBird';
import { Home } from '../home/Home';

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
