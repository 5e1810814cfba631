import 'shared-contracts/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHarness, HarnessPanel, HarnessProvider, HarnessToasts } from 'shared-contracts/testing';
import { CheckoutRoutes } from './harness/routes';
import { harnessShopper, SAMPLE_CART } from './harness/sample-cart';

// Running alone (QA): a signed-in shopper with a sample cart, the in-memory account store, and
// the sandbox payment gateway (the default when the config names none).
const harness = createHarness({ session: harnessShopper(window.location.search), cart: SAMPLE_CART });

createRoot(document.getElementById('root')!).render(
  <HarnessProvider harness={harness}>
    <BrowserRouter>
      <main id="main">
        <CheckoutRoutes />
      </main>
      <HarnessToasts />
      <HarnessPanel harness={harness} name="mf-checkout" />
    </BrowserRouter>
  </HarnessProvider>,
);
