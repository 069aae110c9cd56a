// The app under test: its Style B credentials come from the page (handed over by the test fixture as
// window.__CARD_ISSUANCE_SANDBOX__; in production, from your backend).
const sandbox = window.__CARD_ISSUANCE_SANDBOX__;
const { baseUrl, clientId, clientSecret, parentAccountId } = sandbox.styleB;
document.querySelector('#sandbox').textContent = sandbox.name ?? sandbox.id;

async function call(path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = await response.json();
  if (body.code !== '000000') throw new Error(`${body.code}: ${body.message}`);
  return body.data;
}

async function accessToken() {
  const { code } = await call(`/v1/oauth/authorize?clientId=${encodeURIComponent(clientId)}`);
  const json = { 'content-type': 'application/json' };
  const body = JSON.stringify({ clientId, clientSecret, code });
  return (await call('/v1/oauth/access-token', { method: 'POST', headers: json, body })).accessToken;
}

document.querySelector('#register').addEventListener('submit', async (event) => {
  event.preventDefault();
  const result = document.querySelector('#result');
  try {
    const email = document.querySelector('#email').value;
    const headers = { 'content-type': 'application/json', 'x-access-token': await accessToken() };
    const body = JSON.stringify({ name: 'Playwright User', email, parentAccountId });
    const { accountId } = await call('/v1/accounts/register', { method: 'POST', headers, body });
    result.textContent = `Account ${accountId} registered`;
  } catch (error) {
    result.textContent = `Failed: ${error.message}`;
  }
});
