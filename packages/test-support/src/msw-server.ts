import type { Mock } from '@card-issuance/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw `setupServer` on `handlers` for one test file, strict about unhandled requests under msw 3 and
 * msw 2 alike, listening for the file, the mock reset after each test and both closed after the file (call
 * it at a file's top level). Shared by the mock's and both SDKs' MSW suites.
 *
 * @example
 * useMswServer(mock, createMockHandlers(mock, { styleBBaseUrl: BASE }));
 */
export function useMswServer(mock: Mock, handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  // msw 3 renamed onUnhandledRequest to onUnhandledFrame; each version ignores the other's name.
  const strict = { onUnhandledRequest: 'error', onUnhandledFrame: 'error' } as Parameters<
    typeof server.listen
  >[0];
  beforeAll(() => server.listen(strict));
  afterEach(() => mock.reset());
  afterAll(() => {
    server.close();
    mock.close();
  });
  return server;
}
