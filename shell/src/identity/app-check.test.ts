import type { FirebaseApp } from 'firebase/app';
import { appCheckTokenSource, type AppCheckSdk } from './app-check';

const app = { name: '[DEFAULT]' } as FirebaseApp;

function fakeSdk(tokens: (() => Promise<{ token: string }>)[]) {
  const providers: string[] = [];
  const sdk = {
    ReCaptchaEnterpriseProvider: class {
      constructor(siteKey: string) {
        providers.push(siteKey);
      }
    },
    initializeAppCheck: jest.fn(() => ({ app })),
    getToken: jest.fn(() => tokens.shift()!()),
  } as unknown as AppCheckSdk & { initializeAppCheck: jest.Mock };
  return { sdk, providers };
}

describe('appCheckTokenSource', () => {
  it('loads App Check with the first call only, once, with reCAPTCHA Enterprise and the site key', async () => {
    const { sdk, providers } = fakeSdk([async () => ({ token: 't1' }), async () => ({ token: 't2' })]);
    const loadSdk = jest.fn(async () => sdk);
    const source = appCheckTokenSource(async () => app, 'site-key-1', loadSdk);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(await source()).toBe('t1');
    expect(await source()).toBe('t2');
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(providers).toEqual(['site-key-1']);
  });

  it('gives no token when App Check cannot answer, and loads again after a failed load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sdk } = fakeSdk([async () => Promise.reject(new Error('throttled')), async () => ({ token: 't3' })]);
    const loadSdk = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(sdk);
    const source = appCheckTokenSource(async () => app, 'k', loadSdk);
    expect(await source()).toBeNull();
    expect(await source()).toBeNull();
    expect(await source()).toBe('t3');
    expect(loadSdk).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
