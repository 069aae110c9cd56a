import { escapeHtml } from '../http/escape-html';
import type { MockConfig } from './mock-config';
import { PAGE_STYLE } from './page-style';
import { SPEC_NAMES, SPEC_TITLES } from './spec-names';

/** What the landing page links to besides the connection details. */
export interface LandingLinks {
  /** The rendered API reference (`/_mock/docs`). */
  docsUrl: string;
  /** Each spec as JSON, by name. */
  specUrl(name: (typeof SPEC_NAMES)[number]): string;
  /** The sandbox dashboard, once the mock has one. */
  dashboardUrl?: string;
}

/** Control API reads worth a click, with what they answer (specs/mock-control.openapi.yaml). */
const CONTROL_READS: Array<[path: string, what: string]> = [
  ['/config', 'base URLs, seeded credentials and provider secrets (the CLI’s --json line)'],
  ['/state', 'everything in the sandbox, secrets left out'],
  ['/cards', 'every card of both styles, masked, page by page'],
  ['/events', 'the event log, both styles'],
  ['/requests', 'the latest requests and their status'],
  ['/clock', 'the mock’s clock'],
  ['/faults', 'injected faults'],
  ['/webhooks/endpoints', 'where events are delivered'],
  ['/webhooks/deliveries', 'delivery attempts, retries and the dead-letter queue'],
  ['/webhooks/inbox', 'webhooks the mock received itself'],
];

const CONTROL_ACTIONS =
  'POST /reset, /clock/freeze, /clock/advance, /simulate/authorize and the other card network steps, the ' +
  'KYC, KYB and cardholder decisions of both styles, wallet credits, fault injection and the merchant ' +
  'portal (issue, suspend, close, restrict, unrestrict a Style B card): see the reference.';

const e = escapeHtml;

function row(term: string, value: string): string {
  return `<dt>${e(term)}</dt><dd>${e(value)}</dd>`;
}

function link(url: string, text = url): string {
  return `<a href="${e(url)}">${e(text)}</a>`;
}

/**
 * The mock's landing page (`GET /` and `GET /_mock`): what it is, both styles' base URLs and sandbox
 * credentials as the start-up banner shows them, and links to the reference and the control API. Plain
 * HTML, no script; every value is escaped.
 *
 * @example
 * c.html(landingPage(mock.config(), { docsUrl: `${mock.origin}/_mock/docs`, specUrl }));
 */
export function landingPage(config: MockConfig, links: LandingLinks): string {
  const b = config.styleB;
  const keys = Object.entries(config.styleA.apiKeys)
    .map(
      ([role, key]) =>
        `<tr><th scope="row">${e(role)}</th><td><code>${e(key.clientId)}</code></td><td><code>${e(key.clientSecret)}</code></td></tr>`,
    )
    .join('');
  const reads = CONTROL_READS.map(
    ([path, what]) => `<li>${link(`${config.controlUrl}${path}`, `GET /_mock${path}`)}: ${e(what)}</li>`,
  ).join('');
  const specs = SPEC_NAMES.map((name) => `<li>${link(links.specUrl(name), SPEC_TITLES[name])}</li>`).join('');
  const dashboard = links.dashboardUrl ? `<li>${link(links.dashboardUrl, 'Sandbox dashboard')}</li>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card issuance mock</title>
<link rel="icon" href="data:,">
<style>${PAGE_STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the connection details</a>
<header>
<h1>Card issuance mock</h1>
<p>A stateful mock of the card issuance service, serving both API styles and a control API on this one
address. Everything below is also on the start-up banner and at ${link(`${config.controlUrl}/config`, 'GET /_mock/config')}.</p>
<nav aria-label="Mock pages">
<ul>
<li>${link(links.docsUrl, 'API reference')}: Style B, Style A and the control API, with “try it” calls to this mock</li>
${dashboard}
</ul>
</nav>
</header>
<main id="main">
<section aria-labelledby="style-b">
<h2 id="style-b">Style B</h2>
<dl>
${row('Sandbox base URL', b.baseUrl)}
${row('clientId', b.clientId)}
${row('clientSecret', b.clientSecret)}
${row('parentAccountId', b.parentAccountId)}
${row('webhookSecret', b.webhookSecret)}
${row('kycProvider', b.kycProvider)}
${row('Production base URL', b.productionBaseUrl)}
${row('Production clientId', b.productionClientId)}
${row('Production clientSecret', b.productionClientSecret)}
</dl>
<p>Try: <code>curl '${e(`${b.baseUrl}/v1/oauth/authorize?clientId=${b.clientId}`)}'</code></p>
</section>
<section aria-labelledby="style-a">
<h2 id="style-a">Style A</h2>
<dl>${row('Base URL', config.styleA.baseUrl)}</dl>
<table>
<caption>API keys, one per role</caption>
<thead><tr><th scope="col">Role</th><th scope="col">client_id</th><th scope="col">client_secret</th></tr></thead>
<tbody>${keys}</tbody>
</table>
</section>
<section aria-labelledby="control">
<h2 id="control">Control API</h2>
<p>Base URL ${link(config.controlUrl)}. Reads:</p>
<ul>${reads}</ul>
<p>${e(CONTROL_ACTIONS)}</p>
</section>
<section aria-labelledby="specs">
<h2 id="specs">Specs and documentation</h2>
<p>The OpenAPI 3.1 documents, as this mock serves them (servers name this address):</p>
<ul>${specs}</ul>
<p>In the repository: <code>README.md</code> (the toolkit and its quick start),
<code>packages/mock-server/README.md</code> (flags, the control API and curl walk-throughs), and
<code>specs/DECISIONS.md</code> (every choice the specs and the mock make).</p>
</section>
</main>
</body>
</html>
`;
}
