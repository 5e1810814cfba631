import 'shop-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { EARLY_BIRD_COUNTDOWN_MS } from 'shared-contracts';
import { createHarness, StandalonePage } from 'shared-contracts/testing';
import { MarketingRoutes } from './harness/routes';

// Running alone (QA): the same contracts the shell gives, backed by in-memory doubles. The early-bird
// offer ends a week after the harness loaded (the shop's runtime config names the real end).
const harness = createHarness({ config: { earlyBirdEndsAt: new Date(Date.now() + EARLY_BIRD_COUNTDOWN_MS).toISOString() } });

createRoot(document.getElementById('root')!).render(
  <StandalonePage harness={harness} name="mf-marketing">
    <MarketingRoutes />
  </StandalonePage>,
);
