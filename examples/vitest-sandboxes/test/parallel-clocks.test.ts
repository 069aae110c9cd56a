import type { MockSandbox } from '@card-issuance/mock-server/client';
import { expect, test } from '@card-issuance/mock-server/vitest';
import { createStyleBClient } from '@card-issuance/sdk-style-b';
import { latch } from './support/latch.ts';

// Every test gets its own sandbox of one mock (in-process here; set CARD_ISSUANCE_MOCK_URL to use a
// running one), so these run in parallel: each walks its own clock without firing another's expiries.
// Two of them interleave on purpose: the observer has a pending KYC and has read its clock when the mover
// walks a week ahead, then reads again. With one sandbox shared by both, the observer sees the week and
// its KYC decided (test/shared-sandbox.process.test.ts runs this file so and expects it to fail).

const WEEK_MS = 7 * 86_400_000;
const observerReady = latch();
const moverMoved = latch();

/** A sub-account through KYC, with the SDK against the test's sandbox. */
async function onboardedAccount(sandbox: MockSandbox) {
  const { styleB } = sandbox.clients({ createStyleBClient });
  const email = `ann+${crypto.randomUUID()}@example.com`;
  const { accountId } = await styleB.accounts.register({
    name: 'Ann Lee',
    email,
    parentAccountId: sandbox.config.styleB.parentAccountId,
  });
  await styleB.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: `share-${accountId}` });
  return { styleB, accountId };
}

const now = async (sandbox: MockSandbox) => Date.parse((await sandbox.control.clock.get()).now);

test.concurrent('KYC is decided after 2 s of its own clock', async ({ sandbox }) => {
  await sandbox.control.clock.freeze();
  const { styleB, accountId } = await onboardedAccount(sandbox);
  expect((await styleB.kyc.get(accountId)).kyc.status).toBe('PENDING');
  await sandbox.control.clock.advance({ ms: 2_000 });
  expect((await styleB.kyc.get(accountId)).kyc.status).toBe('APPROVED');
});

test.concurrent('a frozen clock keeps KYC pending while another test walks a week ahead', async ({
  sandbox,
}) => {
  await sandbox.control.clock.freeze();
  const { styleB, accountId } = await onboardedAccount(sandbox);
  const before = await now(sandbox);
  observerReady.open();
  await moverMoved.opened;
  // The other test has moved its clock a week by now: this one has not moved, and KYC still waits.
  expect(await now(sandbox)).toBe(before);
  expect((await styleB.kyc.get(accountId)).kyc.status).toBe('PENDING');
});

test.concurrent('a week ahead, in this sandbox only', async ({ sandbox }) => {
  await sandbox.control.clock.freeze();
  await observerReady.opened;
  const before = await now(sandbox);
  await sandbox.control.clock.advance({ ms: WEEK_MS });
  moverMoved.open();
  expect((await now(sandbox)) - before).toBe(WEEK_MS);
  // Nothing of the other tests is here: no KYC decided, no event.
  expect((await sandbox.control.events.list()).items).toEqual([]);
});
