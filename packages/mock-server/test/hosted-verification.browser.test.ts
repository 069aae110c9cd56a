import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';
import { createApplicantAs } from './support/style-a-applicants';
import { getA, styleAToken } from './support/style-a-journey';

// Style A KYC from a browser: the applicant's verification_url is the simulated provider's hosted page;
// its Approve button sends the provider's signed callback, as a user on the real page would cause.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;

beforeAll(async () => {
  browser = await launchChromium();
  mock = createMock();
  server = await listen(mock, { port: 0 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  mock?.close();
});

describe('hosted verification page in Chromium', () => {
  it('Approve (pressed with the keyboard) approves the applicant through the signed callback', async () => {
    const applicant = await createApplicantAs(mock, 'DEVELOPER', {
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const url = String(applicant.verification_url);
    expect(url.startsWith(`${server.origin}/style-a/hosted/veritas/verify/`)).toBe(true);
    const page = await browser.newPage();
    try {
      await page.goto(url);
      expect(await page.locator('[data-field="name"]').textContent()).toBe('Grace Hopper');
      expect(await page.locator('[data-field="kyc-status"]').textContent()).toBe('NOT_STARTED');
      await page.getByRole('button', { name: 'Approve' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-field="outcome"]');
      expect(await page.locator('[data-field="kyc-status"]').textContent()).toBe('APPROVED');
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    } finally {
      await page.close();
    }
    const token = await styleAToken(mock, 'DEVELOPER');
    expect((await getA(mock, token, `/v1/applicants/${applicant.id}`)).body.data).toMatchObject({
      kyc_status: 'APPROVED',
    });
  });

  it('Reject rejects it', async () => {
    const applicant = await createApplicantAs(mock, 'DEVELOPER', { email: 'reject@example.com' });
    const page = await browser.newPage();
    try {
      await page.goto(String(applicant.verification_url));
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.waitForSelector('[data-field="outcome"]');
      expect(await page.locator('[data-field="kyc-status"]').textContent()).toBe('REJECTED');
    } finally {
      await page.close();
    }
  });
});
