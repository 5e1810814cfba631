import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createHarness, HarnessProvider, type Harness } from './harness';

export interface RenderScreenOptions extends Omit<RenderOptions, 'wrapper'> {
  /** A harness made by the test, to drive the bus and read the stores. */
  harness?: Harness;
  /** Initial URL of the memory router. */
  route?: string;
}

/** The one render helper of the shop's tests: a screen with the contracts and a router around it. */
export function renderScreen(ui: ReactElement, { harness = createHarness(), route = '/', ...options }: RenderScreenOptions = {}) {
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <HarnessProvider harness={harness}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </HarnessProvider>
    ),
  });
  return { ...result, harness };
}
