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

test("follows the shop's own switch (Settings: animations off marks the root), also when it changes", async () => {
  const root = document.documentElement;
  root.setAttribute('data-motion', 'reduced');
  const { unmount } = render(<Probe />);
  try {
    expect(screen.getByText('still')).toBeInTheDocument();
    // The attribute is watched by a MutationObserver, whose callbacks run as microtasks.
    await act(async () => root.removeAttribute('data-motion'));
    expect(screen.getByText('moving')).toBeInTheDocument();
    await act(async () => root.setAttribute('data-motion', 'reduced'));
    expect(screen.getByText('still')).toBeInTheDocument();
  } finally {
    unmount();
    root.removeAttribute('data-motion');
  }
});
