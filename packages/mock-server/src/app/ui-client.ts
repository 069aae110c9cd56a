import { pathOfUrl } from '../http/path-of-url';

/**
 * The header the mock's own pages send on their fetches, naming the page: `dashboard` or `docs`. The CLI
 * leaves such requests out of its log unless `--log all` (DECISIONS.md G-64). Any page may send it; it only
 * changes what is logged, never what is answered.
 */
export const UI_CLIENT_HEADER = 'x-card-issuance-client';

/** The mock's own pages (and `listen`'s endpoint checks) whose traffic is not the developer's API calls. */
export const UI_CLIENTS = ['dashboard', 'docs', 'listen'] as const;

/** One of {@link UI_CLIENTS}. */
export type UiClient = (typeof UI_CLIENTS)[number];

const UI_PATHS: ReadonlyArray<readonly [prefix: string, client: UiClient]> = [
  ['/_mock/dashboard', 'dashboard'],
  ['/_mock/docs', 'docs'],
];

const isUiClient = (value: string): value is UiClient => (UI_CLIENTS as readonly string[]).includes(value);

/**
 * Which of the mock's pages a request comes from: the loads of the pages themselves and their assets (by
 * path), and the pages' own fetches (by {@link UI_CLIENT_HEADER}). `null` for everything else, including
 * "try it" calls sent from the reference, which are the developer's calls.
 *
 * @example
 * uiClientOf(new Request('http://127.0.0.1:4010/_mock/docs/specs/style-b.json')); // 'docs'
 * uiClientOf(new Request('http://127.0.0.1:4010/_mock/state', { headers: { [UI_CLIENT_HEADER]: 'dashboard' } })); // 'dashboard'
 * uiClientOf(new Request('http://127.0.0.1:4010/style-b/v1/card-list')); // null
 */
export function uiClientOf(request: Request): UiClient | null {
  const named = request.headers.get(UI_CLIENT_HEADER)?.trim().toLowerCase();
  if (named !== undefined && isUiClient(named)) return named;
  const path = pathOfUrl(request.url);
  for (const [prefix, client] of UI_PATHS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return client;
  }
  return null;
}
