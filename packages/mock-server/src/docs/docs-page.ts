import { escapeHtml } from '../http/escape-html';
import { PAGE_STYLE } from './page-style';
import { SPEC_NAMES, SPEC_TITLES, type SpecName } from './spec-names';

/** Where the docs page loads its script and specs from, all on the mock itself. */
export interface DocsPageUrls {
  /** Scalar's bundle, versioned so it can be cached for good. */
  scalarScript: string;
  specUrl(name: SpecName): string;
  landingUrl: string;
  /** Scalar's `authentication` option: the credentials "try it" signs in with (G-65). */
  authentication?: Record<string, unknown>;
}

/**
 * Scalar's configuration: the three specs in one switcher, the credentials "try it" signs in with, and
 * nothing that reaches beyond the mock (no CDN fonts, no telemetry, no request proxy, no AI agent or MCP
 * features).
 */
function scalarConfiguration(urls: DocsPageUrls) {
  return {
    sources: SPEC_NAMES.map((name, index) => ({
      title: SPEC_TITLES[name],
      slug: name,
      url: urls.specUrl(name),
      default: index === 0,
      agent: { disabled: true },
    })),
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    mcp: { disabled: true },
    hideClientButton: false,
    // The introduction's "Client Libraries" card only names the client chosen for the examples (it shows
    // "Shell Curl" and nothing else); each operation's example keeps its own client menu.
    customCss: '.scalar-reference-intro-clients { display: none; }',
    persistAuth: false,
    ...(urls.authentication ? { authentication: urls.authentication } : {}),
    documentDownloadType: 'json',
  };
}

/** JSON for a `<script>` element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The interactive reference at `/_mock/docs`, rendered in the browser by Scalar from the specs the mock
 * serves. `nonce` allows its one inline script under the page's Content-Security-Policy.
 *
 * @example
 * docsPage({ scalarScript: '/_mock/docs/assets/scalar.js?v=1a2b', specUrl, landingUrl: '/' }, nonce);
 */
export function docsPage(urls: DocsPageUrls, nonce: string): string {
  const n = escapeHtml(nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" content="${n}">
<title>API reference: card issuance mock</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript><p>The reference needs JavaScript. The specs are also served as JSON: ${SPEC_NAMES.map(
    (name) => `<a href="${escapeHtml(urls.specUrl(name))}">${escapeHtml(SPEC_TITLES[name])}</a>`,
  ).join(', ')}; <a href="${escapeHtml(urls.landingUrl)}">back to the mock’s landing page</a>.</p></noscript>
<div id="app"></div>
<script src="${escapeHtml(urls.scalarScript)}"></script>
<script nonce="${n}">Scalar.createApiReference('#app', ${scriptJson(scalarConfiguration(urls))});</script>
</body>
</html>
`;
}

/**
 * What `/_mock/docs` answers when the built assets are missing (the mock runs from sources that were never
 * built, or outside Node).
 *
 * @example
 * c.html(docsUnavailablePage('/'), 503);
 */
export function docsUnavailablePage(landingUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API reference unavailable</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>API reference unavailable</h1>
<p role="alert">This mock has no reference assets: they are written into <code>dist/docs/</code> by the
package's build (<code>pnpm --filter @card-issuance/mock-server build</code>) and are read with Node's file
system, so the in-browser mock (MSW) cannot serve them.</p>
<p><a href="${escapeHtml(landingUrl)}">Back to the mock’s landing page</a></p></main></body>
</html>
`;
}
