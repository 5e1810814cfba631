import 'shop-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { createHarness, StandalonePage } from 'shared-contracts/testing';
import { CatalogApiProvider } from './server/catalog-api-context';
import { createMemoryCatalogApi } from './server/memory-catalog-api';
import { harnessProducts } from './harness/harness-products';
import { CatalogRoutes } from './harness/routes';

// Running alone (QA): the shell's contracts backed by in-memory doubles, the catalog endpoint too (a
// little slow, so the skeletons show): no server is needed.
const harness = createHarness();
const catalog = createMemoryCatalogApi(harnessProducts(), { delayMs: 300 });

createRoot(document.getElementById('root')!).render(
  <StandalonePage harness={harness} name="mf-catalog">
    <CatalogApiProvider api={catalog}>
      <CatalogRoutes />
    </CatalogApiProvider>
  </StandalonePage>,
);
