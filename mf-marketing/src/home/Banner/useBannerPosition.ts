import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { BANNER_ADVANCE_MS, BANNER_LOOP_RESET_MS } from '../home-constants';
import { bannerReducer, initialPosition } from './banner-reducer';

/** The banner's position plus its timers: auto-advance, loop reset and the jump-then-slide frames. */
export function useBannerPosition(count: number, { paused, still }: { paused: boolean; still: boolean }) {
  const reducer = useMemo(() => bannerReducer(count, still), [count, still]);
  const [state, dispatch] = useReducer(reducer, initialPosition);
  const rotating = !paused && !still && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: 'next' }), BANNER_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, state.userMoves]);

  // On the clone of the first slide: once the slide-in has finished, snap back to the real one.
  useEffect(() => {
    if (state.index < count) return;
    const timer = setTimeout(() => dispatch({ type: 'loop-reset' }), still ? 0 : BANNER_LOOP_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.index, count, still]);

  // Let the instant jump paint, then slide to where the shopper asked.
  useEffect(() => {
    if (state.pending === null) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => dispatch({ type: 'settle' }));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [state.pending]);

  return {
    ...state,
    rotating,
    /** The real slide on show (the clone counts as the first). */
    current: (state.pending ?? state.index) % count,
    next: useCallback(() => dispatch({ type: 'next', byUser: true }), []),
    prev: useCallback(() => dispatch({ type: 'prev', byUser: true }), []),
    goTo: useCallback((to: number) => dispatch({ type: 'goto', to, byUser: true }), []),
  };
}
