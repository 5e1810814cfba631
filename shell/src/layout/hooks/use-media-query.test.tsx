import { act, render, screen } from '@testing-library/react';
import { mockMatchMedia } from '../../testing/render-shell';
import { MOBILE_QUERY, prefersReducedMotion, useIsMobile } from './use-media-query';

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('useIsMobile', () => {
  it('asks for 768 px or less, the spec’s breakpoint', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 768px)');
  });

  it('is mobile at 768 px and desktop at 769 px, and follows resizes', () => {
    const media = mockMatchMedia({ width: 768 });
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => media.resize({ width: 769 }));
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => media.resize({ width: 375 }));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('is desktop where the browser has no matchMedia', () => {
    const original = window.matchMedia;
    // @ts-expect-error jsdom's own window has no matchMedia
    delete window.matchMedia;
    try {
      render(<Probe />);
      expect(screen.getByText('desktop')).toBeInTheDocument();
      expect(prefersReducedMotion()).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('prefersReducedMotion', () => {
  it('reads the reduced-motion setting', () => {
    mockMatchMedia({ reducedMotion: true });
    expect(prefersReducedMotion()).toBe(true);
    mockMatchMedia({ reducedMotion: false });
    expect(prefersReducedMotion()).toBe(false);
  });
});
