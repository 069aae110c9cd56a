import { expect, test } from '@card-issuance/mock-server/playwright';

// Why the page under test is served over HTTP from 127.0.0.1 (serve-app.ts, Playwright's webServer) and
// not answered with page.route: Chromium's Local Network Access rule stops a public site's requests to a
// loopback address, and a page Playwright answers at a made-up origin counts as a public site.
test('a page answered by page.route cannot reach the mock; the page served from 127.0.0.1 can', async ({
  page,
  sandbox,
}) => {
  const { baseUrl, clientId } = sandbox.config.styleB;
  const authorize = `${baseUrl}/v1/oauth/authorize?clientId=${encodeURIComponent(clientId)}`;
  const reach = () =>
    page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => response.status,
          (error: Error) => error.message,
        ),
      authorize,
    );

  await page.route('https://app.example.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>routed</title>' }),
  );
  await page.goto('https://app.example.test/');
  expect(await reach()).toBe('Failed to fetch');

  await page.goto('/');
  expect(await reach()).toBe(200);
  console.log(`sandbox ${sandbox.id} reached from the served page only`);
});
