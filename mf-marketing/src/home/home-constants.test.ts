import * as C from './home-constants';

describe('SPEC §9 numbers', () => {
  it('banner and home', () => {
    expect(C.BANNER_ADVANCE_MS).toBe(3000);
    expect(C.BANNER_SWIPE_THRESHOLD_PX).toBe(50);
    expect(C.BANNER_TRANSITION_MS).toBe(600);
    expect(C.BANNER_LOOP_RESET_MS).toBe(600);
    expect([C.FLASH_SALE_ADVANCE_MS, C.FLASH_SALE_TRANSITION_MS]).toEqual([4500, 700]);
    expect([C.REVIEW_COUNTER_START, C.REVIEW_COUNTER_STEP_MS, C.REVIEW_COUNTER_MAX]).toEqual([10376, 2000, 95000]);
  });
});
