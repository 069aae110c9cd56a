import { setupServer } from 'msw/node';
import { setupServer as setupServerV2 } from 'msw-v2/node';
import { afterAll, test } from 'vitest';
import { createMock } from '../packages/mock-server/src';
import { createMockHandlers } from '../packages/mock-server/src/msw';
import { createMockHandlersV2 } from './msw-v2-handlers';

// One Style B call (GET /v1/oauth/authorize) through each way a test suite can reach the mock, compared
// side by side in one run: mock.fetch directly, and the global fetch intercepted by msw 3 and msw 2.
const mock = createMock();
const url = `${mock.config().styleB.baseUrl}/v1/oauth/authorize?clientId=${mock.seeded.styleB.clientId}`;
const msw3 = setupServer(...createMockHandlers(mock));
const msw2 = setupServerV2(...createMockHandlersV2(mock));

afterAll(() => mock.close());

async function call(fetcher: (input: string) => Promise<Response>): Promise<void> {
  const response = await fetcher(url);
  if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
  await response.json();
}

test('one Style B call, by transport', async ({ bench }) => {
  await bench.compare(
    bench('mock.fetch (no interception)', () => call(mock.fetch)),
    bench(
      'fetch through msw 3 setupServer',
      { beforeAll: () => msw3.listen(), afterAll: () => msw3.close() },
      () => call((input) => fetch(input)),
    ),
    bench(
      'fetch through msw 2 setupServer',
      { beforeAll: () => msw2.listen(), afterAll: () => msw2.close() },
      () => call((input) => fetch(input)),
    ),
    { time: 1_000 },
  );
});
