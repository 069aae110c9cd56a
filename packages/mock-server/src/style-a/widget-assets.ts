import type { StyleACardSecretsRecord } from '../domain/style-a-cards';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * The hosted widget script (reveal Method 1): `CardIssuanceWidget.mount(target, {token, iframeOrigin})` puts
 * the secure iframe in the page, so the embedding page never handles card data.
 *
 * @example
 * c.body(WIDGET_SCRIPT, 200, { 'content-type': 'text/javascript' });
 */
export const WIDGET_SCRIPT = `(function () {
  window.CardIssuanceWidget = {
    mount: function (target, options) {
      var container = typeof target === 'string' ? document.querySelector(target) : target;
      var frame = document.createElement('iframe');
      frame.src = options.iframeOrigin + '/style-a/widget/v1/frame?token=' + encodeURIComponent(options.token);
      frame.title = 'Card details';
      frame.width = '380';
      frame.height = '170';
      frame.style.border = '0';
      container.appendChild(frame);
      return frame;
    },
  };
})();
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-family:ui-monospace,monospace;font-size:1.1rem}</style>
</head><body>${body}</body></html>`;
}

/**
 * The secure iframe page: the card's number, expiry and CVV for a valid token, a clear message otherwise.
 *
 * @example
 * c.html(framePage(opened?.secrets), opened ? 200 : 401);
 */
export function framePage(secrets: StyleACardSecretsRecord | undefined): string {
  if (!secrets) {
    return page(
      'Card details unavailable',
      '<p role="alert" data-field="error">This card link has expired or is not valid. Ask the app for a new one.</p>',
    );
  }
  const expiry = `${String(secrets.expMonth).padStart(2, '0')}/${secrets.expYear}`;
  return page(
    'Card details',
    `<dl><dt>Card number</dt><dd data-field="number">${escapeHtml(secrets.cardNumber)}</dd>` +
      `<dt>Expiry</dt><dd data-field="expiry">${escapeHtml(expiry)}</dd>` +
      `<dt>CVV</dt><dd data-field="cvv">${escapeHtml(secrets.cvv)}</dd></dl>`,
  );
}

/**
 * The origin the secure iframe is served from: the mock's own port under the other loopback name, so the
 * embedding page (on 127.0.0.1 or localhost) and the iframe never share an origin, as with the real service.
 *
 * @example
 * iframeOriginFor('http://127.0.0.1:4010'); // 'http://localhost:4010'
 */
export function iframeOriginFor(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}
