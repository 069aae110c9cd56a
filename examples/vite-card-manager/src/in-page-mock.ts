import { createMock } from '@card-issuance/mock-server';
import { createMockHandlers } from '@card-issuance/mock-server/msw';
import { setupWorker } from 'msw/browser';

// Production-like URLs: nothing answers them on the network. MSW's service worker catches the page's
// requests to them and the mock running in this page answers. To use the mock CLI instead
// (`pnpm mock`, CORS is on), point these at http://127.0.0.1:4010/style-b and /_mock and skip the worker.
export const STYLE_B_URL = 'https://sandbox.cards.example.test/api';
export const CONTROL_URL = 'https://mock.cards.example.test/_mock';

/**
 * Starts the mock inside the page behind MSW's service worker (`/mockServiceWorker.js`, emitted by the
 * `msw/vite` plugin). The sandbox lives in memory: reloading the page starts a new one.
 *
 * @example
 * await startInPageMock();
 * const config = await fetch(`${CONTROL_URL}/config`).then((res) => res.json());
 */
export async function startInPageMock(): Promise<void> {
  const mock = createMock();
  const worker = setupWorker(
    ...createMockHandlers(mock, { styleBBaseUrl: STYLE_B_URL, controlUrl: CONTROL_URL }),
  );
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    onUnhandledFrame: 'bypass',
  });
}
