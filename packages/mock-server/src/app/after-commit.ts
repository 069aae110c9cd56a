import type { Storage } from '../domain';
import { pathOfUrl } from '../http/path-of-url';
import { faceOf } from '../http/style-of-path';
import { commitFailedResponse } from './injected-responses';

/**
 * Wraps the mock's handler for a store on disk (DECISIONS.md G-33): a response ready while writes wait for
 * their commit leaves after that commit (it may report them, or have read them), and answers 503 in its
 * face's envelope if the commit failed. One commit per turn of the event loop serves every request of the
 * turn; a response with nothing pending leaves at once. A request during which a commit failed answers 503
 * too, even with nothing pending at its end: it may have written before an await, and the store has gone
 * back on that write.
 *
 * @example
 * const handle = storage.settled ? afterCommit(storage, serve) : serve;
 */
export function afterCommit(
  storage: Storage,
  serve: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const failures = () => storage.failedCommits?.() ?? 0;
  return async (request) => {
    const failedBefore = failures();
    const response = await serve(request);
    const pending = storage.settled?.();
    try {
      if (pending !== undefined) await pending;
      if (failures() === failedBefore) return response;
    } catch {
      // The commit of this turn failed: answered below.
    }
    await response.body?.cancel();
    return commitFailedResponse(faceOf(pathOfUrl(request.url))?.face);
  };
}
