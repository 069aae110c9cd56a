import { expect, test } from '@card-issuance/mock-server/playwright';

// Several workers against one CLI mock: each worker's pages get its own sandbox's credentials, and each
// registration lands in that worker's sandbox alone.
for (const n of [1, 2, 3, 4, 5, 6]) {
  test(`registers an account from the page (${n})`, async ({ page, sandbox }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('#sandbox')).toHaveText(`playwright worker ${testInfo.workerIndex}`);
    await page.getByLabel('Email').fill(`shared+${n}@example.com`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Account \S+ registered$/);
    const accountId = (await page.getByRole('status').textContent())?.split(' ')[1] ?? '';
    // The account is in this worker's sandbox, seen through its own control API.
    expect(JSON.stringify(await sandbox.control.state())).toContain(accountId);
    console.log(`sandbox ${sandbox.id} account ${accountId}`);
  });
}
