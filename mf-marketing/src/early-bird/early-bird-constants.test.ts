import * as C from './early-bird-constants';

describe('SPEC §9 numbers', () => {
  it('early bird', () => {
    expect(C.EARLY_BIRD_DISCOUNT_PERCENT).toBe(20);
  });
});
