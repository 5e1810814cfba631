import { act, render, screen } from '@testing-library/react';
import { mockReducedMotion } from './mock-match-media';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

function Probe() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

test('without matchMedia motion is allowed', () => {
  render(<Probe />);
  expect(screen.getByText('moving')).toBeInTheDocument();
});

test('follows the reduced-motion setting, also when it changes', () => {
  const media = mockReducedMotion(true);
  try {
    render(<Probe />);
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => media.set(false));
    expect(screen.getByText('moving')).toBeInTheDocument();
  } finally {
    media.restore();
  }
});
