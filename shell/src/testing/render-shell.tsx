import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createHarness, HarnessProvider, type Harness } from 'shared-contracts/testing';
import { ShellStoresContext } from '../app/shell-stores-context';

export interface FakeViewport {
  /** Window width the media queries see, in px. */
  width: number;
  reducedMotion: boolean;
}

type Listener = (event: MediaQueryListEvent) => void;

/**
 * Gives jsdom a window.matchMedia that answers `(max-width: Npx)`, `(min-width: Npx)` and
 * `(prefers-reduced-motion: reduce)` from a fake viewport; `resize` changes it and tells listeners.
 */
export function mockMatchMedia(initial: Partial<FakeViewport> = {}) {
  const viewport: FakeViewport = { width: 1280, reducedMotion: false, ...initial };
  const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();
  const evaluate = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (max) return viewport.width <= Number(max[1]);
    if (min) return viewport.width >= Number(min[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return viewport.reducedMotion;
    return false;
  };
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_: string, l: Listener) => entry.listeners.add(l),
      removeEventListener: (_: string, l: Listener) => entry.listeners.delete(l),
      addListener: (l: Listener) => entry.listeners.add(l),
      removeListener: (l: Listener) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: Partial<FakeViewport>) {
      Object.assign(viewport, next);
      lists.forEach((entry) => {
        const matches = evaluate(entry.query);
        if (matches === entry.last) return;
        entry.last = matches;
        entry.listeners.forEach((l) => l({ matches, media: entry.query } as MediaQueryListEvent));
      });
    },
  };
}

/** Shows the router's current URL, so tests can assert where a click led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {pathname + search}
    </div>
  );
}

export interface RenderShellOptions extends Omit<RenderOptions, 'wrapper'> {
  harness?: Harness;
  /** Initial URL of the memory router. */
  route?: string;
  /** The fake viewport; desktop (1280 px, motion allowed) unless told otherwise. */
  viewport?: Partial<FakeViewport>;
}

/**
 * The shell's render helper: the contracts from a harness, the shell's writable stores
 * (the harness's own), a memory router and a fake viewport. Returns the harness to drive the bus.
 */
export function renderShell(ui: ReactElement, { harness = createHarness(), route = '/', viewport, ...options }: RenderShellOptions = {}) {
  const media = mockMatchMedia(viewport);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <HarnessProvider harness={harness}>
        <ShellStoresContext.Provider value={harness.stores}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ShellStoresContext.Provider>
      </HarnessProvider>
    ),
  });
  return { ...result, harness, media };
}
