import { afterAll, describe, it } from 'vitest';
import { createMock } from '../src';
import { expectJourney } from './support/journey-assertions';
import { runStyleBJourney } from './support/style-b-full-journey';

describe('the Style B journey through mock.fetch', () => {
  const mock = createMock();
  afterAll(() => mock.close());

  it('runs from OAuth to a frozen and deleted card, every response matching the contract', async () => {
    const config = mock.config();
    const steps = await runStyleBJourney({
      fetch: mock.fetch,
      controlUrl: config.controlUrl,
      ...config.styleB,
    });
    expectJourney(steps);
  });
});
