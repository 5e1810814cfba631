import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { GenericSchema } from 'valibot';
import { clientAddress } from './limits/client-address';
import type { RateGate } from './limits/rate-limits';
import { guardBody } from './body-guard';
import { callerFrom } from './caller';
import { Refusal } from './refusal';
import { runCallable, type CallableSpec } from './run-callable';

export interface CallableOptions {
  /** Rate limits per shopper and per client address (limits/). */
  gate: RateGate;
  /** The proxies in front of the functions whose X-Forwarded-For entries are trusted (limits/client-address.ts). */
  addressHops: number;
  /** Callables refuse a request without a valid App Check token (production, by config). */
  enforceAppCheck: boolean;
}

/**
 * Makes HTTPS callables (the SDK checks the ID token and, where enforced, the App Check token) that
 * run one spec each; refusals reach the caller as they are, and a body the SDK cannot decode is
 * refused before it tries (body-guard.ts).
 */
export function callables({ gate, addressHops, enforceAppCheck }: CallableOptions) {
  return function callable<S extends GenericSchema, R>(spec: CallableSpec<S, R>) {
    return guardBody(
      onCall({ cors: true, enforceAppCheck }, async (request) => {
        try {
          const caller = callerFrom(request.auth);
          const raw = request.rawRequest;
          const address = clientAddress(raw.headers['x-forwarded-for'], raw.socket?.remoteAddress, addressHops);
          return await runCallable(spec, request.data, caller, (kind, amount, subject) => gate(kind, { uid: caller.uid, address, subject }, amount));
        } catch (error) {
          if (error instanceof Refusal) throw new HttpsError(error.code, error.message);
          logger.error('callable failed', error);
          throw new HttpsError('internal', 'The shop could not do that just now. Please try again.');
        }
      }),
    );
  };
}
