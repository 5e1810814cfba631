import { memberSince } from './member-since';

describe('memberSince', () => {
  it('gives the month and year of the creation date', () => {
    expect(memberSince('17-06-2025 09:05:00')).toBe('June 2025');
  });

  it("says 'N/A' when it is missing or unreadable", () => {
    expect(memberSince(null)).toBe('N/A');
    expect(memberSince('yesterday')).toBe('N/A');
  });
});
