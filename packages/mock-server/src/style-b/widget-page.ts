import type { Hono } from 'hono';
import { verifyWidgetToken } from '../domain/cards';
import type { DomainContext } from '../domain/context';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-family:ui-monospace,monospace;font-size:1.1rem}</style>
</head><body>${body}</body></html>`;
}

/**
 * The page a Style B widget token opens (`widgetUrl` of the access-token operation, DECISIONS.md B-13): the
 * card's number, expiry and CVV for a valid token, a clear message for an expired or unknown one. It is
 * one of the three places the full number may appear (DESIGN.md part 4), and is never cached.
 *
 * @example
 * widgetPage(app, ctx); // GET <base>/widget?token=...
 */
export function widgetPage(app: Hono, ctx: DomainContext): void {
  app.get('/widget', (c) => {
    c.header('cache-control', 'no-store');
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    const unlocked = verifyWidgetToken(ctx, c.req.query('token') ?? '');
    if (!unlocked) {
      return c.html(
        page(
          'Card details unavailable',
          '<p role="alert">This card link has expired or is not valid. Ask the app for a new one.</p>',
        ),
        401,
      );
    }
    const { secrets } = unlocked;
    return c.html(
      page(
        'Card details',
        `<dl><dt>Card number</dt><dd data-field="number">${escapeHtml(secrets.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '))}</dd>` +
          `<dt>Expiry</dt><dd data-field="expiry">${escapeHtml(`${secrets.expiryMonth}/${secrets.expiryYear}`)}</dd>` +
          `<dt>CVV</dt><dd data-field="cvv">${escapeHtml(secrets.cvv)}</dd></dl>`,
      ),
    );
  });
}
