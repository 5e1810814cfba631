import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { ProductList } from '../product-list/ProductList';
import { testCatalog, testProduct } from '../testing/catalog-fixture';

it("asks the runtime config's catalog endpoint through the shell's fetch, which hands over what it started early", async () => {
  const page = await testCatalog([testProduct(1, { name: 'Walnut Desk Lamp' })]).page({ ...ALL_PRODUCTS, q: 'desk lamp' });
  const asked: string[] = [];
  // jsdom has no Response: a fake with what the client reads.
  const shellFetch = (async (input: Parameters<typeof fetch>[0]) => {
    asked.push(String(input));
    return { ok: true, status: 200, json: async () => page } as Response;
  }) as typeof fetch;
  const harness = createHarness({ fetch: shellFetch, config: { catalogApiUrl: 'https://shop.example/api/catalog' } });
  renderScreen(
    <Routes>
      <Route path="/products" element={<ProductList />} />
    </Routes>,
    { route: '/products?q=desk+lamp', harness },
  );
  expect(await screen.findByRole('link', { name: 'Walnut Desk Lamp' })).toBeInTheDocument();
  expect(asked).toEqual(['https://shop.example/api/catalog/products?q=desk+lamp']);
});
