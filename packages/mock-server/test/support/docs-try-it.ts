import type { Page } from 'playwright-core';

/** What the mock answered to one "try it" Send. */
export interface SentRequest {
  status: number;
  url: string;
  authorization: string | undefined;
  accessToken: string | undefined;
  body: unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens an operation's "try it" client in Scalar and clicks Send once, as it is filled in; answers what
 * the mock said. `path` is the spec's, below the face (`/v1/cards/{cardId}`); `base` the face's path
 * (`/style-b`, or a sandbox's `/sandboxes/sbx_1/style-b`).
 *
 * @example
 * const sent = await sendFirst(page, { group: 'Cards', summary: 'List cards', method: 'get', base: '/style-a', path: '/v1/cards' });
 */
export async function sendFirst(
  page: Page,
  operation: { group: string; summary: string; method: string; base: string; path: string },
): Promise<SentRequest> {
  const { group, summary, method, base, path } = operation;
  // The first group of a document starts open.
  const closed = page.getByRole('button', { name: `Open Group - ${group}`, exact: true });
  if ((await closed.count()) > 0) await closed.first().click();
  await page.getByText(summary, { exact: true }).first().click();
  // This operation's "Test Request(get /v1/oauth/authorize)", then the client's "Send get request to <url>".
  const named = (prefix: string) =>
    new RegExp(`^${prefix}.*${method} .*${escapeRegExp(path).replace(/\\\{\w+\\\}/g, '.*')}\\W*$`, 'i');
  await page
    .getByRole('button', { name: named('Test Request') })
    .first()
    .click();
  const served = new RegExp(`^${escapeRegExp(base)}${escapeRegExp(path).replace(/\\\{\w+\\\}/g, '[^/]+')}$`);
  const answered = page.waitForResponse((response) => served.test(new URL(response.url()).pathname));
  await page
    .getByRole('button', { name: named('Send') })
    .first()
    .click();
  const response = await answered;
  const headers = response.request().headers();
  const sent = {
    status: response.status(),
    url: response.url(),
    authorization: headers.authorization,
    accessToken: headers['x-access-token'],
    body: (await response.json()) as unknown,
  };
  await page.getByRole('button', { name: 'Close Client' }).click();
  return sent;
}
