import { http } from 'msw-v2';
import type { Mock } from '../packages/mock-server/src';

/**
 * A catch-all msw 2 handler over the mock, for the benchmark only: the package's adapter imports `msw`,
 * which is msw 3 in this workspace, so msw 2's `setupServer` needs handlers built with msw 2's `http`.
 *
 * @example
 * setupServer(...createMockHandlersV2(mock)).listen();
 */
export function createMockHandlersV2(mock: Mock) {
  const origin = new URL(mock.config().controlUrl).origin;
  return [http.all(`${origin}/*`, ({ request }) => mock.fetch(request))];
}
