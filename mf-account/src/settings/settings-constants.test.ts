import * as C from './settings-constants';

describe('SPEC §9 numbers', () => {
  it('uploads and passwords', () => {
    const MB = 1024 * 1024;
    expect(C.AVATAR_MAX_BYTES).toBe(5 * MB);
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
  });
});

describe('SPEC §9 choice lists', () => {
  const distinct = (list: readonly unknown[]) => new Set(list).size === list.length;

  it('10 distinct security questions', () => {
    expect(C.SECURITY_QUESTIONS).toHaveLength(10);
    expect(distinct(C.SECURITY_QUESTIONS)).toBe(true);
    expect(C.SECURITY_QUESTIONS.every((q) => q.endsWith('?'))).toBe(true);
  });

  it('countries and user types', () => {
    expect(C.ADDRESS_COUNTRIES).toEqual(['United States', 'Canada', 'United Kingdom', 'Australia', 'Germany', 'France']);
    expect(C.DEFAULT_USER_TYPE).toBe('user');
  });
});
