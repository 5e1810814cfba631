import { Link, Route, Routes, useLocation } from 'react-router-dom';
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
      <Route path="*" element={<ElsewhereInTheShop />} />
    </Routes>
  );
}

/** Where a link leaves this remote (listing, categories, footer pages): QA sees the exact URL it opened. */
function ElsewhereInTheShop() {
  const { pathname, search, hash } = useLocation();
  return (
    <section style={{ maxWidth: 640, margin: '64px auto', padding: '0 20px', textAlign: 'center' }}>
      <h1>Another part of the shop</h1>
      <p>
        The shell would show <code data-testid="harness-location">{`${pathname}${search}${hash}`}</code> here.
      </p>
      <Link to="/">Back to the marketing home</Link>
    </section>
  );
}
