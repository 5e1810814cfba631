import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { firebaseAppLoader, firebaseOptions, type FirebaseAppSdk } from './firebase-app';

const fakeSdk = () => {
  const initializeApp = jest.fn((options: FirebaseOptions) => ({ name: '[DEFAULT]', options }) as unknown as FirebaseApp);
  return { initializeApp, sdk: { initializeApp } as unknown as FirebaseAppSdk };
};

describe('firebaseOptions', () => {
  it('gives the emulator a placeholder key and the demo project only', () => {
    expect(firebaseOptions({ mode: 'emulator', projectId: 'demo-storefront', emulatorUrl: 'http://127.0.0.1:9099' })).toEqual({
      apiKey: 'demo-api-key',
      projectId: 'demo-storefront',
    });
  });

  it('gives Firebase the configured key, domain and project', () => {
    expect(firebaseOptions({ mode: 'firebase', apiKey: 'AIza-key', authDomain: 'shop.firebaseapp.com', projectId: 'shop' })).toEqual({
      apiKey: 'AIza-key',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
    });
  });
});

describe('firebaseAppLoader', () => {
  const config = { mode: 'emulator' as const, projectId: 'demo-storefront' };

  it('loads the SDK only when first called, and creates one app', async () => {
    const { sdk, initializeApp } = fakeSdk();
    const load = jest.fn(async () => sdk);
    const app = firebaseAppLoader(config, load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([app(), app()]);
    expect(first).toBe(second);
    expect(await app()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(initializeApp).toHaveBeenCalledWith({ apiKey: 'demo-api-key', projectId: 'demo-storefront' });
  });

  it('tries again after the SDK failed to load', async () => {
    const { sdk } = fakeSdk();
    const load = jest.fn<Promise<FirebaseAppSdk>, []>().mockRejectedValueOnce(new Error('Loading chunk 9 failed.')).mockResolvedValue(sdk);
    const app = firebaseAppLoader(config, load);
    await expect(app()).rejects.toThrow('Loading chunk 9 failed.');
    await expect(app()).resolves.toMatchObject({ name: '[DEFAULT]' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
