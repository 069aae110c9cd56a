import { describe } from 'vitest';
import { expect, test } from './index';

// Each test gets its own sandbox of one in-process mock: in parallel, each walks its own clock and sees
// only its own records.
describe.concurrent('the sandbox fixture', () => {
  for (const days of [1, 5, 9]) {
    test(`a test advancing its clock ${days} days sees only its own time and events`, async ({ sandbox }) => {
      await sandbox.control.clock.freeze();
      const before = Date.parse((await sandbox.control.clock.get()).now);
      await sandbox.control.clock.advance({ ms: days * 86_400_000 });
      expect(Date.parse((await sandbox.control.clock.get()).now) - before).toBe(days * 86_400_000);
      const wallet = sandbox.config.styleB.clientId;
      expect(wallet).toMatch(/\S/);
      expect((await sandbox.control.events.list()).items).toEqual([]);
      const listed = await sandbox.control.sandboxes.list().catch((error: { code?: string }) => error.code);
      expect(listed).toBe('NOT_FOUND'); // sandboxes are listed on the mock's own control URL only
    });
  }
});
