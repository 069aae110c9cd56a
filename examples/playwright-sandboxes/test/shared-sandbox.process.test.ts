import { stripVTControlCharacters } from 'node:util';
import { startCliMock } from '@card-issuance/mock-server/playwright';
import { describe, expect, it } from 'vitest';
import { startOneSandboxMock } from './support/one-sandbox-mock.ts';
import { runPlaywright } from './support/run-playwright.ts';

// e2e/isolated-clocks.spec.ts proves isolation only if it fails without it: run it with every worker
// given the same sandbox (the fixture reads CARD_ISSUANCE_MOCK_URL, here a front of the mock that hands
// out one sandbox) and expect the observer to see the week the other worker walked.

describe('e2e/isolated-clocks.spec.ts', () => {
  it('fails when its workers share one sandbox: the observer sees the other worker’s week', async () => {
    const mock = await startCliMock();
    const front = await startOneSandboxMock(mock.origin);
    try {
      const { code, results, log } = await runPlaywright(['e2e/isolated-clocks.spec.ts'], {
        CARD_ISSUANCE_MOCK_URL: front.origin,
      });
      expect(code, log).not.toBe(0);
      // Both tests ran, each in a worker of its own.
      expect(new Set(results.map((r) => r.workerIndex)).size, log).toBe(2);
      const observer = results.find((r) => r.title.startsWith('a frozen clock stays put'));
      expect(observer?.status, log).toBe('failed');
      // The report's messages are coloured: without the escapes.
      const message = stripVTControlCharacters(observer?.errors.map((e) => e.message).join('\n') ?? '');
      expect(message).toContain('its clock after the other worker moved its own');
      // "Expected: <before>  Received: <before + a week>"
      const [expected, received] = [...message.matchAll(/\b(\d{13})\b/g)].map((m) => Number(m[1]));
      expect((received ?? 0) - (expected ?? 0), message).toBe(7 * 86_400_000);
    } finally {
      await front.close();
      await mock.stop();
    }
  });
});
