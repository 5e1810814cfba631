import { THUMBNAILS_MAX } from './product-page-constants';

describe('SPEC §9 numbers', () => {
  it('product', () => {
    expect(THUMBNAILS_MAX).toBe(4);
  });
});
