import { createDashboardRoutes, DASHBOARD_PATHS } from '../dashboard';
import { createDocsRoutes, type DocsAssets, packagedDocsAssets } from '../docs';
import type {
  ControllableClock,
  DomainContext,
  DomainEvent,
  DomainSettings,
  RandomBytes,
  Storage,
} from '../domain';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { pathOfUrl } from '../http/path-of-url';
import { afterCommit } from './after-commit';
import { bodyTooLarge, countedBody, DEFAULT_MAX_BODY_BYTES, knownBodySize, streamedBody } from './body-limit';
import { guardControl } from './control-guard';
import { cors } from './cors';
import { refusedRequest } from './invalid-request';
import type { MockConfig } from './mock-config';
import { openSandbox, type Sandbox } from './open-sandbox';
import { originPolicy } from './origin-policy';
import { sandboxOfRequest } from './sandbox-of-request';
import {
  createSandboxRegistry,
  type SandboxEntry,
  type SandboxInput,
  type SandboxStore,
} from './sandbox-registry';
import type { SeededSandbox } from './seed';
import { serveFace } from './serve-face';
import { faceOf, type StyleName } from './style-of-path';

/** How much history the mock keeps (DECISIONS.md G-31); older entries are dropped first. */
export interface MockLimits {
  /**
   * Events kept in the event log (`GET /_mock/events`); deliveries keep their own copy of what they send.
   * @default 10000
   */
  eventLog?: number;
  /**
   * Requests kept in the request log (`GET /_mock/requests`).
   * @default 500
   */
  requestLog?: number;
}

export interface MockOptions {
  /**
   * Where the sandbox lives: the default is a fresh in-memory store. A store that already holds a sandbox
   * (a SQLite file reopened with `--data-dir`, see `createSqliteStorage` in `@card-issuance/mock-server/node`)
   * is reopened as it was: no new seed, the same credentials, its clock and its pending work.
   * @example createMock({ storage: createSqliteStorage('./data/sandbox.sqlite') })
   */
  storage?: Storage;
  /** How much history the logs keep (defaults: 10,000 events, 500 requests). */
  limits?: MockLimits;
  /**
   * Where the mock is reachable: the origin of every URL it hands out (config, JWT `iss`, verification and
   * callback URLs, `Link` headers). `listen()` replaces it with the address it serves. Default
   * `http://127.0.0.1:4010`.
   */
  origin?: string;
  /** Delays, opening balance, provider name (defaults: DESIGN.md part 4). */
  settings?: Partial<DomainSettings>;
  /** A clock to share with the test, for example one created frozen. Default: real time. */
  clock?: ControllableClock;
  /** Randomness for ids, tokens and card numbers. Default: Web Crypto. */
  random?: RandomBytes;
  /**
   * Makes credentials, ids, tokens and card numbers repeat: the same seed gives the same sandbox on every
   * start, and `reset()` goes back to it (`--seed`, DECISIONS.md G-20). Not together with `random`.
   * @example createMock({ seed: 'demo' })
   */
  seed?: string;
  /**
   * Which pages on another origin may call the mock (DECISIONS.md G-24): loopback origins on any port
   * (`http://localhost:5173`...) and those in `origins`; no other origin gets a CORS header, and a
   * state-changing control call from one is refused with 403. `false` (`--no-cors`) sends no CORS header
   * at all (the control check stays); `true` is the default.
   * @default true
   * @example createMock({ cors: { origins: ['https://app.example:8443'] } })
   */
  cors?: boolean | { origins?: readonly string[] };
  /**
   * A token every control call (`/_mock/*`, the landing page) must carry as `Authorization: Bearer
   * <token>` (`--control-token`, DECISIONS.md G-54). `listen()` on an address other than loopback
   * requires one.
   * @example createMock({ controlToken: 'a-long-random-string' })
   */
  controlToken?: string;
  /**
   * The largest request body read, in bytes; a larger one answers 413 in the face's envelope before it is
   * buffered (`--max-body`, DECISIONS.md G-53).
   * @default 1048576
   */
  maxBodyBytes?: number;
  /** Requests per second allowed per caller; unset means no limit (`--rate-limit`, DECISIONS.md G-7). */
  rateLimit?: number;
  /** Called with every domain event as it happens (same as {@link Mock.onEvent}). */
  onEvent?: (event: DomainEvent) => void;
  /** Deliver Style B events of the seeded program here, signed with its webhookSecret (`--webhook-url`). */
  webhookUrl?: string;
  /** The HTTP client webhook deliveries use. Default: the global `fetch`. */
  webhookFetch?: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Where `/_mock/docs` reads Scalar's bundle and the specs. Default: the `dist/docs/` folder the package
   * ships (read with Node's file system; without it the reference answers 503 and the landing page works).
   * @example createMock({ docs: fileDocsAssets('/opt/mock/docs') })
   */
  docs?: DocsAssets;
  /**
   * Sandboxes made with `POST /_mock/sandboxes` (DECISIONS.md G-78): each expires after `idleTtlMs` of
   * the real clock without a request (`--sandbox-ttl`).
   * @default { idleTtlMs: 86400000 }
   */
  sandboxes?: {
    idleTtlMs?: number;
    /** Where they are kept across restarts; default in memory (`createSqliteSandboxStore(dir)` from `/node`). */
    store?: SandboxStore;
  };
}

/**
 * A running mock: a `fetch` that serves both styles and the control API, plus handles for tests.
 *
 * @example
 * const mock = createMock({ clock: createClock({ frozenAt: Date.now() }) });
 * const res = await mock.fetch('http://127.0.0.1:4010/style-b/v1/oauth/authorize?clientId=' + mock.seeded.styleB.clientId);
 */
export interface Mock {
  /** Same signature as the global `fetch`; pass it to an SDK as its `fetch` option. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  readonly ctx: DomainContext;
  /**
   * The domain context of a sandbox made with `POST /_mock/sandboxes`, for tests that look inside it as
   * `ctx` does for the mock's own; undefined once it is removed or expired.
   */
  sandboxContext(id: string): DomainContext | undefined;
  readonly clock: ControllableClock;
  /** The seeded credentials and fixtures; the same after every {@link Mock.reset}. */
  readonly seeded: SeededSandbox;
  /** The origin of every URL the mock hands out (the option, or the address `listen()` serves). */
  readonly origin: string;
  /** The control token the mock was created with, if any (`controlToken`). */
  readonly controlToken: string | undefined;
  /**
   * Makes every URL the mock hands out from now on name `origin` (the JWT `iss` too, so tokens issued
   * before no longer verify). `listen()` calls it with the address it serves.
   */
  setOrigin(origin: string): void;
  /** The connection details for a mock reachable at `origin` (default: {@link Mock.origin}). */
  config(origin?: string): MockConfig;
  /**
   * Subscribes to every event as it is emitted (the in-process alternative to webhooks); answers the
   * function that unsubscribes.
   */
  onEvent(listener: (event: DomainEvent) => void): () => void;
  /**
   * Resolves once no webhook delivery is in flight in any sandbox, after letting the tasks already due
   * start. Await it after an API call or a clock advance to see the deliveries that follow.
   */
  idle(): Promise<void>;
  /**
   * Walks the mock's clock `ms` forward from due time to due time, letting the asynchronous work of each
   * step (a webhook attempt and its reply) finish before the next, so one call takes a failing endpoint
   * through every retry to the dead-letter queue. `POST /_mock/clock/advance` does the same.
   *
   * @example
   * await mock.advance(30 * 3_600_000); // 30 hours: all 8 attempts, then dead
   */
  advance(ms: number): Promise<void>;
  /** Back to the seed: state, faults, request log; the clock runs again in real time. */
  reset(): void;
  /** Stops the clock's timers; the mock answers nothing after this. A store passed in stays open. */
  close(): void;
}

/** `http://host:port` without a trailing slash; throws on anything that is not an http(s) origin. */
function trimOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`origin must be an http or https URL, got ${value}`);
  }
  return value.replace(/\/+$/, '');
}

const STYLE_FACES: ReadonlySet<string> = new Set(['a', 'b', 'b-production']);
/** Where the URLs of a sandbox made with `POST /_mock/sandboxes` start: `/sandboxes/{id}/...`. */
const SANDBOX_PATH = /^\/sandboxes\/([^/]+)(\/.*)?$/;

function notFound(pathname: string, message: string): Response {
  const { status, headers, body } = refusedRequest(
    pathname,
    404,
    { styleB: '40404', other: 'NOT_FOUND' },
    message,
  );
  return new Response(body, { status, headers });
}

/** What `POST /_mock/sandboxes` and `GET /_mock/sandboxes` show of a sandbox. */
function sandboxSummary(entry: SandboxEntry, origin: string, idleTtlMs: number) {
  return {
    id: entry.sandbox.id,
    name: entry.name,
    controlUrl: `${origin}/sandboxes/${entry.sandbox.id}/_mock`,
    createdAt: new Date(entry.createdAt).toISOString(),
    expiresAt: new Date(entry.lastUsedAt + idleTtlMs).toISOString(),
  };
}

/**
 * Creates the mock with a freshly seeded sandbox, or reopens the one `options.storage` holds, behind one
 * router that also serves the sandboxes made with `POST /_mock/sandboxes`. Everything runs in-process:
 * no port, no network; the Node adapter, the CLI and the MSW handlers all wrap this `fetch`.
 *
 * @example
 * const mock = createMock();
 * const { clientId } = mock.seeded.styleB;
 */
export function createMock(options: MockOptions = {}): Mock {
  let origin = trimOrigin(options.origin ?? 'http://127.0.0.1:4010');
  if (options.seed !== undefined && options.random)
    throw new TypeError('pass either seed or random, not both');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new RangeError(`maxBodyBytes must be a positive integer, got ${maxBodyBytes}`);
  }
  if (options.controlToken !== undefined && !/^[\x21-\x7e]{16,512}$/.test(options.controlToken)) {
    throw new TypeError('controlToken must be 16 to 512 visible ASCII characters');
  }
  const guard = {
    allows: originPolicy(typeof options.cors === 'object' ? options.cors.origins : []),
    token: options.controlToken,
  };
  const webhookFetch = options.webhookFetch ?? ((input, init) => globalThis.fetch(input, init));
  const shared = {
    origin: () => origin,
    eventLogLimit: options.limits?.eventLog,
    requestLogLimit: options.limits?.requestLog,
    webhookFetch,
  };
  const root = openSandbox({
    ...shared,
    id: 'default',
    pathPrefix: '',
    storage: options.storage,
    clock: options.clock,
    random: options.random,
    seed: options.seed,
    settings: options.settings,
    onEvent: options.onEvent,
    rateLimit: options.rateLimit,
    webhookUrl: options.webhookUrl,
    control: {
      sandboxes: {
        create: (input: SandboxInput) => withConfig(registry.create(input)),
        list: () => ({
          items: registry.list().map((entry) => sandboxSummary(entry, origin, registry.idleTtlMs)),
        }),
      },
    },
  });
  const registry = createSandboxRegistry({
    root,
    ...(options.sandboxes?.idleTtlMs !== undefined ? { idleTtlMs: options.sandboxes.idleTtlMs } : {}),
    ...(options.sandboxes?.store ? { store: options.sandboxes.store } : {}),
    open: (id, input, storage) =>
      openSandbox({
        ...shared,
        id,
        storage,
        pathPrefix: `/sandboxes/${id}`,
        seed: input.seed,
        settings: { ...options.settings, ...input.settings },
        rateLimit: input.rateLimit,
        webhookUrl: input.webhookUrl,
        control: {
          remove: () => {
            registry.remove(id);
            return { id, deleted: true };
          },
        },
      }),
  });
  const withConfig = (entry: SandboxEntry) => ({
    ...entry.sandbox.config(),
    ...sandboxSummary(entry, origin, registry.idleTtlMs),
  });
  let closed = false;

  const pages = createDocsRoutes({
    origin: () => origin,
    config: () => root.config(),
    assets: options.docs ?? packagedDocsAssets(),
    dashboardPath: DASHBOARD_PATHS.page,
  });
  const dashboard = createDashboardRoutes({ origin: () => origin });

  // A sandbox kept on disk answers only once what it wrote is committed, as the mock's own does (G-33).
  const committed = (sandbox: Sandbox, run: (request: Request) => Promise<Response>) =>
    sandbox.storage?.settled ? afterCommit(sandbox.storage, run) : run;

  // `/sandboxes/{id}/<face>/...`: the same faces and control routes, for that sandbox alone.
  async function servePathForm(request: Request, pathname: string, id: string, rest: string) {
    const found = faceOf(rest);
    if (found?.face === 'control') {
      const refused = guardControl(request, rest, guard);
      if (refused) return refused;
    }
    const entry = registry.get(id);
    if (!entry || !found) {
      return notFound(
        rest,
        `no sandbox ${maskCardNumbers(id)} is served here: it was removed or expired (${maskCardNumbers(pathname)})`,
      );
    }
    registry.touch(entry);
    const url = new URL(request.url);
    const inner = new Request(`${url.origin}${rest}${url.search}`, request);
    if (found.face === 'control') {
      // Its dashboard: the same page, calling this sandbox's control URL (the picker links them).
      const page = await dashboard(inner, { id, controlPath: `/sandboxes/${id}/_mock` });
      if (page) return page;
      const response = await committed(entry.sandbox, (r) =>
        Promise.resolve(entry.sandbox.control().fetch(r)),
      )(inner);
      // A key provisioned through the sandbox selects it from now on at the usual base URLs.
      if (response.status === 201 && found.path.endsWith('/api-keys')) registry.reindex(entry.sandbox);
      return response;
    }
    const style = found.face as StyleName;
    return committed(entry.sandbox, (r) => serveFace(entry.sandbox, style, found.path, r))(inner);
  }

  async function serve(request: Request): Promise<Response> {
    const pathname = pathOfUrl(request.url);
    const inSandbox = SANDBOX_PATH.exec(pathname);
    if (inSandbox) return servePathForm(request, pathname, inSandbox[1] ?? '', inSandbox[2] ?? '/');
    const found = faceOf(pathname);
    if (found === undefined || found.face === 'control') {
      const refused = guardControl(request, pathname, guard);
      if (refused) return refused;
    }
    // The landing page is served at / and /_mock: only those faces can be asking for it.
    const landing = found === undefined || found.face === 'control' ? pages.landing(request) : undefined;
    if (landing) return landing;
    if (!found) {
      return notFound(
        pathname,
        `nothing is served at ${maskCardNumbers(pathname)}; try /style-a, /style-b, /style-b-production or /_mock/config, or open / and /_mock/docs in a browser`,
      );
    }
    if (found.face === 'control' || !STYLE_FACES.has(found.face)) {
      return (await pages.docs(request)) ?? (await dashboard(request)) ?? root.control().fetch(request);
    }
    const style = found.face as StyleName;
    // Without sandboxes nothing is looked up: the mock's own serves every request.
    let target: Sandbox = root;
    if (registry.size() > 0) {
      const sandbox = await sandboxOfRequest(registry, style, found.path, request);
      const entry = sandbox && registry.get(sandbox.id);
      if (entry) {
        registry.touch(entry);
        target = entry.sandbox;
      }
    }
    // The mock's own store is waited for around the whole router (below); another sandbox's, here.
    const run = (r: Request) => serveFace(target, style, found.path, r);
    return target === root ? run(request) : committed(target, run)(request);
  }

  // A body over the limit is refused on its declared size at once, or counted while a face reads it.
  const tooLarge = async (request: Request) => {
    const { status, headers, body } = refusedRequest(
      pathOfUrl(request.url),
      413,
      { styleB: '41301', other: 'PAYLOAD_TOO_LARGE' },
      bodyTooLarge(maxBodyBytes).message,
    );
    return new Response(body, { status, headers: { ...headers, connection: 'close' } });
  };
  const withCors =
    options.cors === false
      ? (handler: typeof serve) => handler
      : (handler: typeof serve) => cors(handler, guard.allows);
  // A store on disk: no answer leaves before the commit of what it may report (G-33).
  const storage = options.storage;
  const handle = withCors(storage?.settled ? afterCommit(storage, serve) : serve);
  const refuseTooLarge = withCors(tooLarge);
  return {
    fetch: async (input, init) => {
      if (closed) throw new TypeError('fetch failed: the mock is closed');
      const request = input instanceof Request && init === undefined ? input : new Request(input, init);
      const size = knownBodySize(request, init?.body, maxBodyBytes);
      if (size !== undefined) return size > maxBodyBytes ? refuseTooLarge(request) : handle(request);
      // A Request built in-process (an SDK's) holds its bytes in the caller's memory already: it goes as it is.
      return handle(streamedBody(request, init?.body) ? countedBody(request, maxBodyBytes) : request);
    },
    controlToken: options.controlToken,
    ctx: root.ctx,
    sandboxContext: (id) => registry.get(id)?.sandbox.ctx,
    clock: root.ctx.clock,
    seeded: root.seeded,
    get origin() {
      return origin;
    },
    setOrigin(next) {
      origin = trimOrigin(next);
    },
    config: (at) => root.config(at),
    onEvent: (listener) => root.ctx.subscribe(listener),
    async idle() {
      await root.idle();
      for (const entry of registry.list()) await entry.sandbox.idle();
    },
    advance: (ms) => root.advance(ms),
    reset: () => root.reset(),
    close() {
      closed = true;
      registry.close();
      root.close();
    },
  };
}
