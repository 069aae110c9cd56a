import { escapeHtml } from '../http/escape-html';
import { DASHBOARD_STYLE } from './dashboard-style';

/** Where the dashboard page points. */
export interface DashboardPageUrls {
  /** Its script, versioned so it can be cached for good. */
  script: string;
  /** The control API it calls, a path on the same origin (`/_mock`). */
  controlPath: string;
  landingUrl: string;
  docsUrl: string;
  /** How often it polls the control API while open, in milliseconds of real time. */
  pollMs: number;
}

const e = escapeHtml;

const SECTIONS: Array<[id: string, title: string]> = [
  ['cards', 'Cards'],
  ['timeline', 'Timeline'],
  ['webhooks', 'Webhooks'],
  ['tenants', 'Tenants'],
  ['faults', 'Faults'],
];

const ADVANCE_UNITS = [
  ['1000', 'seconds'],
  ['60000', 'minutes'],
  ['3600000', 'hours'],
  ['86400000', 'days'],
];

const FAULT_EFFECTS = [
  ['status:500', 'answer 500'],
  ['status:503', 'answer 503'],
  ['status:429', 'answer 429'],
  ['timeout', 'time out (5 s)'],
  ['network-error', 'drop the connection'],
];

const options = (pairs: string[][], selected?: string) =>
  pairs
    .map(
      ([value = '', text = '']) =>
        `<option value="${e(value)}"${value === selected ? ' selected' : ''}>${e(text)}</option>`,
    )
    .join('');

/**
 * The sandbox dashboard's HTML (`GET /_mock/dashboard`): the static frame, its labelled forms and the empty
 * regions its script fills from the control API. No inline script; every value is escaped.
 *
 * @example
 * dashboardPage({ script: '/_mock/dashboard/dashboard.js?v=1a2b', controlPath: '/_mock', landingUrl, docsUrl, pollMs: 2000 });
 */
export function dashboardPage(urls: DashboardPageUrls): string {
  const nav = SECTIONS.map(([id, title]) => `<li><a href="#${id}">${e(title)}</a></li>`).join('');
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
<body data-control-path="${e(urls.controlPath)}" data-poll-ms="${e(String(urls.pollMs))}">
<a class="skip" href="#cards">Skip to the cards</a>
<header>
<h1>Sandbox dashboard</h1>
<div class="row" role="group" aria-label="Clock">
<span>Clock: <strong id="clock-now" class="mono">…</strong> <span id="clock-mode">…</span></span>
<button type="button" id="clock-freeze" class="secondary">Freeze clock</button>
<button type="button" id="clock-unfreeze" class="secondary">Unfreeze clock</button>
</div>
<form id="advance-form" aria-label="Advance the clock">
<label>Advance by<input id="advance-amount" type="number" min="1" step="1" value="1" required></label>
<label>Unit<select id="advance-unit">${options(ADVANCE_UNITS, '3600000')}</select></label>
<button type="submit">Advance</button>
</form>
<button type="button" id="reset" class="danger">Reset sandbox</button>
<nav aria-label="Dashboard sections"><ul>${nav}<li><a href="${e(urls.landingUrl)}">Mock home</a></li><li><a href="${e(urls.docsUrl)}">API reference</a></li></ul></nav>
<p id="announce" role="status" aria-live="polite"></p>
<p id="error" role="alert"></p>
</header>
<main id="main">
<section id="cards" class="wide" aria-labelledby="cards-h">
<h2 id="cards-h">Cards</h2>
<p>Card numbers are masked; the full number is never shown here.</p>
<div id="cards-table"><p class="empty">Loading…</p></div>
<h3>On a card</h3>
<form id="card-form" aria-label="Card actions">
<label>Card<select id="card-select"></select></label>
<label>Amount (USD)<input id="card-amount" inputmode="decimal" value="10.00" size="9" required></label>
<label>Merchant<input id="card-merchant" value="Dashboard Coffee" size="16" required></label>
<button type="submit" id="purchase">Simulate purchase</button>
<button type="button" id="decline" class="secondary">Decline</button>
<button type="button" id="freeze" class="secondary">Freeze card</button>
<button type="button" id="unfreeze" class="secondary">Unfreeze card</button>
</form>
<form id="transaction-form" aria-label="Transaction actions">
<label>Transaction<select id="transaction-select"></select></label>
<label>Amount (optional)<input id="transaction-amount" inputmode="decimal" size="9" placeholder="all"></label>
<button type="button" id="settle">Settle</button>
<button type="button" id="reverse" class="secondary">Reverse</button>
<button type="button" id="refund" class="secondary">Refund</button>
</form>
</section>
<section id="timeline" aria-labelledby="timeline-h">
<h2 id="timeline-h">Timeline</h2>
<div class="row" role="group" aria-label="Timeline filters">
<label>Type<select id="timeline-type"><option value="">All types</option></select></label>
<label>Card<select id="timeline-card"><option value="">All cards</option></select></label>
</div>
<div id="timeline-list"><p class="empty">Loading…</p></div>
</section>
<section id="webhooks" aria-labelledby="webhooks-h">
<h2 id="webhooks-h">Webhooks</h2>
<div id="endpoints"></div>
<div id="dead-letters"></div>
<div id="deliveries"></div>
</section>
<section id="tenants" class="wide" aria-labelledby="tenants-h">
<h2 id="tenants-h">Tenants</h2>
<div id="tenant-tables"><p class="empty">Loading…</p></div>
</section>
<section id="faults" class="wide" aria-labelledby="faults-h">
<h2 id="faults-h">Faults</h2>
<form id="fault-form" aria-label="Add a fault">
<label>Style<select id="fault-style">${options([
    ['', 'both'],
    ['b', 'Style B'],
    ['a', 'Style A'],
  ])}</select></label>
<label>Method<select id="fault-method">${options([['', 'any'], ...['GET', 'POST', 'PATCH', 'DELETE'].map((m) => [m, m])])}</select></label>
<label>Path (optional, * at the end)<input id="fault-path" placeholder="/v1/cards*" size="14"></label>
<label>Calls<input id="fault-count" type="number" min="1" max="1000" value="1" required></label>
<label>Effect<select id="fault-effect">${options(FAULT_EFFECTS)}</select></label>
<button type="submit">Add fault</button>
<button type="button" id="faults-clear" class="secondary">Clear all faults</button>
</form>
<div id="fault-list"></div>
</section>
</main>
</body>
</html>
`;
}
