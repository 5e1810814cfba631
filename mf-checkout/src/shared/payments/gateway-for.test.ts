import { gatewayFor } from './gateway-for';
import { createPaystackGateway } from './paystack-gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';

jest.mock('./paystack-gateway', () => ({ createPaystackGateway: jest.fn(() => ({ pay: jest.fn() })) }));
jest.mock('./sandbox/sandbox-gateway', () => ({ createSandboxGateway: jest.fn(() => ({ pay: jest.fn() })) }));

describe('gatewayFor', () => {
  it('is the sandbox when there is no payment config (an older shell) or it names the sandbox', () => {
    const gateway = gatewayFor({ provider: 'sandbox' });
    expect(createSandboxGateway).toHaveBeenCalledTimes(1);
    expect(gatewayFor({ provider: 'sandbox' })).toBe(gateway);
    expect(createPaystackGateway).not.toHaveBeenCalled();
  });

  it('is Paystack with the public key when the config names it', () => {
    const gateway = gatewayFor({ provider: 'paystack', publicKey: 'pk_live_shop' });
    expect(createPaystackGateway).toHaveBeenCalledWith('pk_live_shop');
    expect(gateway).not.toBe(gatewayFor({ provider: 'sandbox' }));
  });

  it('gives the same gateway for the same config, so a double Place Order joins one payment', () => {
    const config = { provider: 'paystack', publicKey: 'pk_test_a' } as const;
    expect(gatewayFor({ ...config })).toBe(gatewayFor({ ...config }));
    expect(gatewayFor({ provider: 'paystack', publicKey: 'pk_test_b' })).not.toBe(gatewayFor(config));
  });

  it('never falls back to the sandbox when Paystack has no key', () => {
    (createSandboxGateway as jest.Mock).mockClear();
    gatewayFor({ provider: 'paystack' });
    expect(createPaystackGateway).toHaveBeenLastCalledWith('');
    expect(createSandboxGateway).not.toHaveBeenCalled();
  });
});
