import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('is the socket itself when no proxy is trusted, whatever the client wrote', () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1', 0)).toBe('127.0.0.1');
  });

  it("is the entry the trusted proxies appended, never one the client wrote before them", () => {
    // The client wrote 6.6.6.6; Google's front end appended the client's own address.
    expect(clientAddress('6.6.6.6, 102.89.4.20', '169.254.1.1', 1)).toBe('102.89.4.20');
    expect(clientAddress(['6.6.6.6', '102.89.4.20, 151.101.1.195'], '169.254.1.1', 2)).toBe('102.89.4.20');
  });

  it('takes the farthest entry when a request came past fewer proxies than configured', () => {
    expect(clientAddress(undefined, '10.0.0.7', 1)).toBe('10.0.0.7');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});
