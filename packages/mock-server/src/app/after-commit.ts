import type { Storage } from '../domain';
import { refusalResponse } from '../http';
import type { RequestHandler } from './middleware';
import { envelopeFaceOf } from './request-address';

const COMMIT_FAILED =
  'the sandbox could not save to its file (disk full or I/O error); nothing of this call was kept, retry later';

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
export function afterCommit(storage: Storage, serve: RequestHandler): RequestHandler {
  const failures = () => storage.failedCommits?.() ?? 0;
  return async (request, address, sentBody) => {
    const failedBefore = failures();
    const response = await serve(request, address, sentBody);
    const pending = storage.settled?.();
    try {
      if (pending !== undefined) await pending;
      if (failures() === failedBefore) return response;
    } catch {
      // The commit of this turn failed: answered below.
    }
    await response.body?.cancel();
    // 503 in the envelope of its face (Style B 50301, Style A and the control API INTERNAL_ERROR).
    return refusalResponse(envelopeFaceOf(address), {
      kind: 'unavailable',
      message: COMMIT_FAILED,
      retryAfterSeconds: 1,
    });
  };
}
