import 'shop-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { appearanceAttributes } from 'shared-contracts';
import { createHarness, StandalonePage } from 'shared-contracts/testing';
import { AccountRoutes } from './harness/routes';
import { sampleAccountStoreWithHistory } from './harness/sample-account-data';
import { sampleNotifications } from './harness/sample-notifications';

// Running alone (QA): the shell's contracts backed by in-memory doubles. Its Google button signs
// in as the harness's Google account (no account until it signs up); the panel's Sign in button
// is an existing shopper with an account, ten orders, reviews and listings; the notifications
// show one of each kind.
const harness = createHarness({ accounts: sampleAccountStoreWithHistory(), notifications: sampleNotifications() });

// The shell applies a saved appearance to the whole page; alone, the harness does.
harness.bus.on('appearance:changed', (appearance) => {
  for (const [name, value] of Object.entries(appearanceAttributes(appearance))) {
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
});

createRoot(document.getElementById('root')!).render(
  <StandalonePage harness={harness} name="mf-account">
    <AccountRoutes />
  </StandalonePage>,
);
