import 'shared-contracts/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHarness, HarnessPanel, HarnessProvider, HarnessToasts } from 'shared-contracts/testing';
import { MarketingRoutes } from './harness/routes';

// Running alone (QA): the same contracts the shell gives, backed by in-memory doubles.
const harness = createHarness();

createRoot(document.getElementById('root')!).render(
  <HarnessProvider harness={harness}>
    <BrowserRouter>
      <main id="main">
        <MarketingRoutes />
      </main>
      <HarnessToasts />
      <HarnessPanel harness={harness} name="mf-marketing" />
    </BrowserRouter>
  </HarnessProvider>,
);
