import type { MockSandbox } from '@card-issuance/mock-server/client';
import { expect, test } from '@card-issuance/mock-server/vitest';
import { createStyleBClient } from '@card-issuance/sdk-style-b';

// Every test gets its own sandbox of one mock (in-process here; set CARD_ISSUANCE_MOCK_URL to use a
// running one), so these run in parallel: each walks its own clock without firing another's expiries.

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

test.concurrent('KYC is decided after 2 s of its own clock', async ({ sandbox }) => {
  await sandbox.control.clock.freeze();
  const { styleB, accountId } = await onboardedAccount(sandbox);
  expect((await styleB.kyc.get(accountId)).kyc.status).toBe('PENDING');
  await sandbox.control.clock.advance({ ms: 2_000 });
  expect((await styleB.kyc.get(accountId)).kyc.status).toBe('APPROVED');
});

test.concurrent('a frozen clock keeps KYC pending while another test walks days ahead', async ({
  sandbox,
}) => {
  await sandbox.control.clock.freeze();
  const { styleB, accountId } = await onboardedAccount(sandbox);
  expect((await styleB.kyc.get(accountId)).kyc.status).toBe('PENDING');
});

test.concurrent('a week ahead, in this sandbox only', async ({ sandbox }) => {
  await sandbox.control.clock.freeze();
  const before = Date.parse((await sandbox.control.clock.get()).now);
  await sandbox.control.clock.advance({ ms: 7 * 86_400_000 });
  expect(Date.parse((await sandbox.control.clock.get()).now) - before).toBe(7 * 86_400_000);
  // Nothing of the other tests is here.
  expect((await sandbox.control.events.list()).items).toEqual([]);
});
