import type { Storage } from '../domain';
import { pathOfUrl } from '../http/path-of-url';
import { commitFailedResponse } from './injected-responses';
import { faceOf } from './style-of-path';

/**
 * Wraps the mock's handler for a store on disk (DECISIONS.md G-33): a response ready while writes wait for
 * their commit leaves after that commit (it may report them, or have read them), and answers 503 in its
 * face's envelope if the commit failed. One commit per turn of the event loop serves every request of the
 * turn; a response with nothing pending leaves at once.
 *
 * @example
 * const handle = storage.settled ? afterCommit(storage, serve) : serve;
 */
export function afterCommit(
  storage: Storage,
  serve: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await serve(request);
    const pending = storage.settled?.();
    if (pending === undefined) return response;
    try {
      await pending;
      return response;
    } catch {
      await response.body?.cancel();
      return commitFailedResponse(faceOf(pathOfUrl(request.url))?.face);
    }
  };
}
