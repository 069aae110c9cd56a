// Reveal with the hosted widget (the spec's Method 1), in the browser: ask your own backend for a widget
// token (it holds the API key), then let the SDK's widget entry mount the service's secure iframe.
import { CardWidgetError, mountCardWidget } from '@card-issuance/sdk-style-a/widget';

const status = /** @type {HTMLElement} */ (document.getElementById('status'));

async function showCard() {
  const response = await fetch('/api/card/secure-details');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const details = await response.json();
  await mountCardWidget('#card', details, { receivedAt: Date.now() });
  status.textContent = `Card ${details.card_id}`;
  status.dataset.state = 'shown';
}

showCard().catch((error) => {
  // TOKEN_EXPIRED: the token sat too long before mounting; reloading the page asks for a new one.
  const hint = error instanceof CardWidgetError && error.code === 'TOKEN_EXPIRED' ? ' Reload the page.' : '';
  status.textContent = `Could not show the card: ${error.message}.${hint}`;
  status.dataset.state = 'error';
});
