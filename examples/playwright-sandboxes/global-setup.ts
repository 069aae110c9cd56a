import { globalSetup as startMock } from '@card-issuance/mock-server/playwright';
import { startLatchServer } from './e2e/support/latch-server';

/**
 * One CLI mock for the whole run, named in CARD_ISSUANCE_MOCK_URL for every worker (the package's global
 * setup), and the latches e2e/isolated-clocks.spec.ts interleaves two workers with (EXAMPLE_LATCH_URL);
 * both stopped at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMock = await startMock();
  const latches = await startLatchServer();
  process.env.EXAMPLE_LATCH_URL = latches.url;
  return async () => {
    await latches.close();
    await stopMock();
  };
}
