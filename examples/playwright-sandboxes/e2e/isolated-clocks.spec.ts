import type { MockSandbox } from '@card-issuance/mock-server/client';
import { expect, test } from '@card-issuance/mock-server/playwright';
import { latch } from './support/latch';

// Two workers at once, each in its own sandbox: the observer has registered an account from its page and
// read its clock when the mover walks its own clock a week ahead; then the observer reads again. The
// latches (global-setup.ts) order them across the two processes, with no sleeps. With one sandbox for
// both, the observer sees the week: test/shared-sandbox.process.test.ts runs this file so and expects it
// to fail.

const WEEK_MS = 7 * 86_400_000;
const now = async (sandbox: MockSandbox) => Date.parse((await sandbox.control.clock.get()).now);

// Each test waits for the other: with one worker the second never starts, so say so instead of timing out.
test.beforeEach(() => {
  expect(test.info().config.workers, 'these two tests run at once, in two workers').toBeGreaterThanOrEqual(2);
});

test('a frozen clock stays put while another worker walks its sandbox a week ahead', async ({
  page,
  sandbox,
}) => {
  await sandbox.control.clock.freeze();
  await page.goto('/');
  await page.getByLabel('Email').fill('observer@example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Account \S+ registered$/);
  const before = await now(sandbox);
  await latch('observer-ready').open();
  await latch('mover-moved').opened();
  expect(await now(sandbox), 'its clock after the other worker moved its own').toBe(before);
  console.log(`sandbox ${sandbox.id} observed`);
});

test('a week ahead, in this worker’s sandbox only', async ({ sandbox }) => {
  await sandbox.control.clock.freeze();
  await latch('observer-ready').opened();
  const before = await now(sandbox);
  await sandbox.control.clock.advance({ ms: WEEK_MS });
  await latch('mover-moved').open();
  expect((await now(sandbox)) - before).toBe(WEEK_MS);
  console.log(`sandbox ${sandbox.id} moved`);
});
