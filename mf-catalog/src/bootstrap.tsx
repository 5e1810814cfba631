import 'shared-contracts/tokens.css';
import { createRoot } from 'react-dom/client';
import { createHarness, StandalonePage } from 'shared-contracts/testing';
import { CatalogRoutes } from './harness/routes';

// Running alone (QA): the shell's contracts backed by in-memory doubles, and the local catalog
// service (or the one named by ?catalog=URL).
const catalogUrl = new URLSearchParams(location.search).get('catalog') ?? 'http://127.0.0.1:3010';
const harness = createHarness({ config: { catalogUrl } });

createRoot(document.getElementById('root')!).render(
  <StandalonePage harness={harness} name="mf-catalog">
    <CatalogRoutes />
  </StandalonePage>,
);
