import 'shared-contracts/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createHarness, HarnessPanel, HarnessProvider, HarnessToasts } from 'shared-contracts/testing';
import { AccountRoutes } from './harness/routes';

// Running alone (QA): the shell's contracts backed by in-memory doubles. Its Google button signs
// in as the harness's Google account (no account until it signs up); the panel's Sign in button
// is an existing shopper with an account.
const harness = createHarness();

createRoot(document.getElementById('root')!).render(
  <HarnessProvider harness={harness}>
    <BrowserRouter>
      <main id="main">
        <AccountRoutes />
      </main>
      <HarnessToasts />
      <HarnessPanel harness={harness} name="mf-account" />
    </BrowserRouter>
  </HarnessProvider>,
);
