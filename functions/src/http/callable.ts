import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { GenericSchema } from 'valibot';
import { guardBody } from './body-guard';
import { callerFrom } from './caller';
import { Refusal } from './refusal';
import { runCallable, type CallableSpec } from './run-callable';

/**
 * An HTTPS callable (the SDK checks the ID token) running one spec; refusals reach the caller as they
 * are, and a body the SDK cannot decode is refused before it tries (body-guard.ts).
 */
export function callable<S extends GenericSchema, R>(spec: CallableSpec<S, R>) {
  return guardBody(onCall({ cors: true }, async (request) => {
    try {
      return await runCallable(spec, request.data, callerFrom(request.auth));
    } catch (error) {
      if (error instanceof Refusal) throw new HttpsError(error.code, error.message);
      logger.error('callable failed', error);
      throw new HttpsError('internal', 'The shop could not do that just now. Please try again.');
    }
  }));
}
