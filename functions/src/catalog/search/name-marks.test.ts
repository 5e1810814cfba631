import { nameMarks } from './name-marks';

describe('nameMarks', () => {
  it('gives the marked words as ranges of the name without its marks', () => {
    expect(nameMarks('Apple \u0001MacBook\u0002 \u0001Pro\u0002 14')).toEqual([
      [6, 13],
      [14, 17],
    ]);
  });

  it('counts as the browser does, a character outside the BMP as two', () => {
    expect(nameMarks('🎁 \u0001Gift\u0002')).toEqual([[3, 7]]);
  });

  it('has no range for a name nothing matched', () => {
    expect(nameMarks('Red Shoes')).toEqual([]);
  });
});
