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

/**
 * The fields a shopper types into (text, email, tel, search, url and text areas) that take any length:
 * each should stop at the limit the server enforces (TEXT_LIMITS). Named by their label.
 */
export function fieldsWithoutMaxLength(root: ParentNode = document): string[] {
  const typed = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=url], textarea',
  );
  return [...typed]
    .filter((field) => !(field.maxLength > 0) && !field.readOnly)
    .map((field) => field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.id);
}
