import { escapeHtml } from '../http/escape-html';
import { FAULT_EFFECTS, FAULT_FACES, FAULT_METHODS } from './app/fault-request';
import { DELIVERY_FILTERS } from './app/poll-plan';
import { DASHBOARD_STYLE } from './dashboard-style';

/** Where the dashboard page points. */
export interface DashboardPageUrls {
  /** Its script, versioned so it can be cached for good. */
  script: string;
  /** The control API it calls, a path on the same origin (`/_mock`, or `/sandboxes/{id}/_mock`). */
  controlPath: string;
  /** The sandbox it shows: `default`, or the id of one made with `POST /_mock/sandboxes` (G-78). */
  sandboxId: string;
  landingUrl: string;
  docsUrl: string;
  /** How often it polls the control API while open, in milliseconds of real time. */
  pollMs: number;
}

const e = escapeHtml;

const ADVANCE_UNITS = [
  ['1000', 'seconds'],
  ['60000', 'minutes'],
  ['3600000', 'hours'],
  ['86400000', 'days'],
] as const;

const options = (pairs: ReadonlyArray<readonly [string, string]>, selected?: string) =>
  pairs
    .map(
      ([value, text]) =>
        `<option value="${e(value)}"${value === selected ? ' selected' : ''}>${e(text)}</option>`,
    )
    .join('');

/**
 * The sandbox dashboard's HTML (`GET /_mock/dashboard`): the static frame, its labelled forms and the empty
 * regions its script (src/dashboard/app, bundled) fills from the control API. No inline script; every
 * value is escaped.
 *
 * @example
 * dashboardPage({ script: '/_mock/dashboard/dashboard.js?v=1a2b', controlPath: '/_mock', sandboxId: 'default', landingUrl, docsUrl, pollMs: 2000 });
 */
export function dashboardPage(urls: DashboardPageUrls): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox dashboard: card issuance mock</title>
<link rel="icon" href="data:,">
<style>${DASHBOARD_STYLE}</style>
<script src="${e(urls.script)}" defer></script>
</head>
<body data-control-path="${e(urls.controlPath)}" data-sandbox-id="${e(urls.sandboxId)}" data-poll-ms="${e(String(urls.pollMs))}">
<a class="skip" href="#card-detail">Skip to the selected card</a>
<header class="topbar">
<nav class="brand" aria-label="Mock pages"><a class="home" href="${e(urls.landingUrl)}" title="The mock's home page"><span class="logo" aria-hidden="true"></span><strong>Card issuance</strong><span class="sr-only">: mock home</span></a><a href="${e(urls.docsUrl)}">API reference</a></nav>
<label class="picker"><span class="env">Sandbox</span><select id="sandbox-picker" aria-label="Sandbox" disabled><option>…</option></select></label>
<button type="button" id="reset" class="danger" aria-label="Reset sandbox">Reset</button>
<div class="clock" role="group" aria-label="Clock">
<span class="clock-now"><span class="sr-only">Clock</span><strong id="clock-now" class="mono">…</strong> <span id="clock-mode" class="pill">…</span></span>
<button type="button" id="clock-toggle" class="secondary">Freeze</button>
<form id="advance-form" class="inline" aria-label="Advance the clock">
<label><span class="sr-only">Advance by</span><input id="advance-amount" type="number" min="1" step="1" value="1" required></label>
<label><span class="sr-only">Unit</span><select id="advance-unit">${options(ADVANCE_UNITS, '3600000')}</select></label>
<button type="submit" class="secondary">Advance</button>
</form>
</div>
</header>
<div class="messages"><p id="announce" role="status" aria-live="polite"></p><p id="error" role="alert"></p></div>
<main class="layout">
<section id="cards" class="panel" aria-labelledby="cards-h">
<div class="panel-head"><h2 id="cards-h">Cards</h2><span class="muted">newest first · numbers masked</span></div>
<ul id="cards-list" class="card-list" aria-label="Cards, newest first"><li class="empty">Loading…</li></ul>
<button type="button" id="cards-more" class="secondary" hidden>Show more cards</button>
</section>
<section id="card-detail" class="panel" aria-labelledby="detail-h" tabindex="-1" hidden>
<div id="detail-head"></div>
<form id="purchase-form" class="inline purchase" aria-label="Simulate a purchase">
<label>Amount (USD)<input id="purchase-amount" inputmode="decimal" value="10.00" size="8" required></label>
<label>Merchant<input id="purchase-merchant" value="Dashboard Coffee" size="16" required></label>
<button type="submit" id="purchase">Simulate purchase</button>
</form>
<h3 id="transactions-h">Transactions</h3>
<ul id="transactions" class="rows" aria-labelledby="transactions-h"></ul>
<h3 id="events-h">Events</h3>
<ol id="card-events" class="rows" aria-labelledby="events-h"></ol>
</section>
<section id="faults" class="panel" aria-labelledby="faults-h">
<div class="panel-head"><h2 id="faults-h">Faults</h2><button type="button" id="faults-clear" class="secondary small" disabled>Clear all</button></div>
<p class="hint">The next matching calls to a face answer the fault instead; the control API is never affected.</p>
<form id="fault-form" class="fault-form" aria-label="Inject a fault" novalidate>
<label>Face<select id="fault-style">${options(FAULT_FACES, 'b')}</select></label>
<label>Method<select id="fault-method">${options(FAULT_METHODS)}</select></label>
<label class="fault-path">Path<input id="fault-path" placeholder="/v1/cards/*" autocomplete="off" spellcheck="false"></label>
<p class="hint fault-path-hint">Below the face's base URL (<span class="mono">/v1/card-list</span>), exact, or a prefix ending in <span class="mono">*</span>; empty for any path.</p>
<label>Effect<select id="fault-effect">${options(FAULT_EFFECTS)}</select></label>
<label id="fault-retry-field">Retry-After (s)<input id="fault-retry" type="number" min="1" max="3600" step="1" placeholder="1"></label>
<label id="fault-delay-field" hidden>Delay (ms)<input id="fault-delay" type="number" min="1" max="120000" step="1" value="15000"></label>
<label>Calls<input id="fault-count" type="number" min="1" max="1000" step="1" value="1"></label>
<button type="submit" id="fault-add">Inject fault</button>
</form>
<p id="fault-error" class="form-error" role="alert"></p>
<ul id="faults-list" class="rows" aria-label="Faults, oldest first"><li class="empty">Loading…</li></ul>
</section>
<section id="deliveries" class="panel wide" aria-labelledby="deliveries-h">
<div class="panel-head"><h2 id="deliveries-h">Webhook deliveries</h2>
<label class="filter">Show<select id="delivery-status">${options(DELIVERY_FILTERS)}</select></label></div>
<ul id="deliveries-list" class="rows deliveries" aria-label="Deliveries, newest first"><li class="empty">Loading…</li></ul>
</section>
</main>
</body>
</html>
`;
}
