// Bundled for the browser by serve-worker-page.ts: the mock, its MSW handlers and setupWorker all run in
// the page, then the Style B journey runs through the page's own fetch at production-like URLs.
import { setupWorker } from 'msw/browser';
import { createMock } from '../../src';
import { createMockHandlers } from '../../src/msw';
import { type JourneyStep, runStyleBJourney } from '../support/style-b-full-journey';

declare global {
  interface Window {
    journey: Promise<JourneyStep[]>;
  }
}

const BASE = 'https://sandbox.cards.example.test/api';
const CONTROL = 'https://mock.cards.example.test/_mock';

window.journey = (async () => {
  const mock = createMock();
  const worker = setupWorker(...createMockHandlers(mock, { styleBBaseUrl: BASE, controlUrl: CONTROL }));
  await worker.start({ quiet: true });
  const { styleB } = mock.config();
  return runStyleBJourney({
    ...styleB,
    baseUrl: BASE,
    controlUrl: CONTROL,
    fetch: (input, init) => fetch(input, init),
  });
})();
