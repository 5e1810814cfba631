import { ServerCallError, typedCalls, type CallServer, type SendCall } from 'shared-contracts';
import type { ServerTokens } from './server-call';

/**
 * The platform's `callServer`, its client imported on the first call so none of it is in the start-up
 * bundle. A failed import is reported as the server unreachable and tried again on the next call.
 */
export function lazyCallServer(url: string, tokens: ServerTokens): CallServer {
  let loading: Promise<SendCall> | undefined;
  const open = () =>
    (loading ??= import(/* webpackChunkName: "server-call" */ './server-call').then(
      ({ serverSender }) => serverSender(url, tokens),
      (error: unknown) => {
        loading = undefined;
        throw Object.assign(new ServerCallError('unavailable'), { cause: error });
      },
    ));
  return typedCalls(async (name, payload, options) => (await open())(name, payload, options));
}
