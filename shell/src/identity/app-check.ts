import type { FirebaseApp } from 'firebase/app';
import type { AppCheckTokenSource } from '../accounts/server-call';

export type AppCheckSdk = Pick<typeof import('firebase/app-check'), 'initializeAppCheck' | 'getToken' | 'ReCaptchaEnterpriseProvider'>;

/**
 * App Check's token for each call to the shop's server, where the server enforces App Check
 * (production): reCAPTCHA Enterprise vouches that the call comes from the shop's own pages. The SDK
 * loads with the first server call, never at start. Without a token the call goes as it is, and the
 * server refuses it; a load that failed is tried again on the next call.
 */
export function appCheckTokenSource(
  app: () => Promise<FirebaseApp>,
  siteKey: string,
  loadSdk: () => Promise<AppCheckSdk> = () => import(/* webpackChunkName: "app-check" */ 'firebase/app-check'),
): AppCheckTokenSource {
  let started: Promise<{ sdk: AppCheckSdk; appCheck: ReturnType<AppCheckSdk['initializeAppCheck']> }> | null = null;
  return async () => {
    started ??= Promise.all([loadSdk(), app()]).then(([sdk, firebaseApp]) => ({
      sdk,
      appCheck: sdk.initializeAppCheck(firebaseApp, { provider: new sdk.ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true }),
    }));
    try {
      const { sdk, appCheck } = await started.catch((error: unknown) => {
        started = null;
        throw error;
      });
      return (await sdk.getToken(appCheck)).token;
    } catch (error) {
      console.warn('No App Check token for the shop’s server', error);
      return null;
    }
  };
}
