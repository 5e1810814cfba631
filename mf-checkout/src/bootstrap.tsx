import 'shop-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { createHarness, StandalonePage } from 'shared-contracts/testing';
import { CheckoutRoutes } from './harness/routes';
import { harnessShopper, SAMPLE_CART } from './harness/sample-cart';

// Running alone (QA): a signed-in shopper with a sample cart, the in-memory account store, and
// the sandbox payment gateway (the default when the config names none).
const harness = createHarness({ session: harnessShopper(window.location.search), cart: SAMPLE_CART });

createRoot(document.getElementById('root')!).render(
  <StandalonePage harness={harness} name="mf-checkout">
    <CheckoutRoutes />
  </StandalonePage>,
);
