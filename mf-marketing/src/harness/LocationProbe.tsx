import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Test double of the rest of the shop: shows where the router went. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/** Routes for a component test: the component at `/`, the probe everywhere else. */
export function AtHome({ children }: { children: ReactElement }) {
  return (
    <Routes>
      <Route path="/" element={children} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}
