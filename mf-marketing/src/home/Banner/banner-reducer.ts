/**
 * Where the banner's track stands. Slides 0..count-1 are real; index `count` is a clone of the
 * first slide, so going forward from the last slide still slides forward. From the clone the
 * track snaps back to 0 without transition. `pending` is a move to animate once an instant jump
 * has been painted (a transition needs the jump's frame first).
 */
export interface BannerPosition {
  index: number;
  animate: boolean;
  pending: number | null;
  /** Counts moves the shopper made, so the auto-advance timer restarts after each. */
  userMoves: number;
}

export type BannerAction =
  | { type: 'next'; byUser?: boolean }
  | { type: 'prev'; byUser?: boolean }
  | { type: 'goto'; to: number; byUser?: boolean }
  | { type: 'loop-reset' }
  | { type: 'settle' };

export const initialPosition: BannerPosition = { index: 0, animate: false, pending: null, userMoves: 0 };

/** `still`: reduced motion, where every move is instant and no clone is needed. */
export function bannerReducer(count: number, still: boolean) {
  return (state: BannerPosition, action: BannerAction): BannerPosition => {
    if (action.type === 'loop-reset') {
      return state.index >= count ? { ...state, index: 0, animate: false } : state;
    }
    if (action.type === 'settle') {
      return state.pending === null ? state : { ...state, index: state.pending, animate: true, pending: null };
    }
    // Ignore moves during the two frames of a jump-then-slide.
    if (state.pending !== null) return state;
    const moved = (next: Omit<BannerPosition, 'userMoves'>): BannerPosition => ({
      ...next,
      userMoves: state.userMoves + (action.byUser ? 1 : 0),
    });
    const current = state.index % count;

    if (still) {
      const to =
        action.type === 'next' ? (current + 1) % count : action.type === 'prev' ? (current - 1 + count) % count : action.to;
      return moved({ index: to, animate: false, pending: null });
    }
    const onClone = state.index >= count;
    switch (action.type) {
      case 'next':
        return onClone
          ? moved({ index: 0, animate: false, pending: 1 % count })
          : moved({ index: state.index + 1, animate: true, pending: null });
      case 'prev':
        if (state.index === 0) return moved({ index: count, animate: false, pending: count - 1 });
        return moved({ index: state.index - 1, animate: true, pending: null });
      case 'goto':
        if (onClone) return moved({ index: 0, animate: false, pending: action.to === 0 ? null : action.to });
        return moved({ index: action.to, animate: true, pending: null });
    }
  };
}
