import { isCompatibleContracts } from './contracts-compatible';

describe('isCompatibleContracts', () => {
  it('accepts a remote built against the same major version', () => {
    expect(isCompatibleContracts('1.0.0', '1.0.0')).toBe(true);
    expect(isCompatibleContracts('1.4.2', '1.0.9')).toBe(true);
    expect(isCompatibleContracts('1.0.0', '1.7.0-beta.1')).toBe(true);
  });

  it('refuses a remote built against another major version', () => {
    expect(isCompatibleContracts('1.0.0', '2.0.0')).toBe(false);
    expect(isCompatibleContracts('2.1.0', '1.9.9')).toBe(false);
    expect(isCompatibleContracts('1.0.0', '0.9.0')).toBe(false);
    expect(isCompatibleContracts('1.0.0', '11.0.0')).toBe(false);
  });

  it('refuses a remote that gives no version or garbage', () => {
    expect(isCompatibleContracts('1.0.0', undefined)).toBe(false);
    expect(isCompatibleContracts('1.0.0', '')).toBe(false);
    expect(isCompatibleContracts('1.0.0', 'latest')).toBe(false);
    expect(isCompatibleContracts('1.0.0', '1')).toBe(false);
    expect(isCompatibleContracts('1.0.0', 'v1.0.0')).toBe(false);
  });

  it('refuses everything when the host version itself is garbage', () => {
    expect(isCompatibleContracts('dev', 'dev')).toBe(false);
  });
});
