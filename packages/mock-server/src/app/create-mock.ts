import { type ControlDependencies, createControlApp } from '../control';
import { cardShippingSteering } from '../control/card-shipping-steering';
import { cardSteering } from '../control/card-steering';
import { cardListRoutes } from '../control/card-list-routes';
import { portalRoutes } from '../control/portal-routes';
import { networkSimulation } from '../control/network-simulation';
import { styleASteering } from '../control/style-a-steering';
import { styleBSteering } from '../control/style-b-steering';
import { webhookRoutes } from '../control/webhook-routes';
import { createDashboardRoutes, DASHBOARD_PATHS } from '../dashboard';
import { createDocsRoutes, type DocsAssets, packagedDocsAssets } from '../docs';
import {
  type ControllableClock,
  createDomainContext,
  type DomainContext,
  type DomainEvent,
  type DomainSettings,
  isoTime,
  type RandomBytes,
  type Storage,
  type StorageSnapshot,
  seededRandom,
  uuid,
} from '../domain';
import { restoreJobs } from '../domain/jobs';
import { findCredentials } from '../domain/programs';
import {
  addEndpoint,
  createDeliveryEngine,
  DEFAULT_EVENT_LOG_LIMIT,
  keepEventWindow,
  listEndpoints,
} from '../domain/webhooks';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { pathOfUrl } from '../http/path-of-url';
import { traceIdOf } from '../http/trace-id';
import { createStyleAApp, styleAEvents } from '../style-a';
import { styleAOperations } from '../style-a/operations';
import { createStyleBApp, styleBEvents } from '../style-b';
import { styleBOperations } from '../style-b/operations';
import { afterCommit } from './after-commit';
import { bodyTooLarge, countedBody, DEFAULT_MAX_BODY_BYTES, knownBodySize, streamedBody } from './body-limit';
import { guardControl } from './control-guard';
import { cors } from './cors';
import { takeFault } from './faults';
import { injectedResponse } from './injected-responses';
import { refusedRequest } from './invalid-request';
import { type MockConfig, mockConfig } from './mock-config';
import { originPolicy } from './origin-policy';
import {
  keepClock,
  keptSeededRandom,
  readPersistedSandbox,
  reloadClock,
  writePersistedSandbox,
} from './persisted-sandbox';
import { rateLimited } from './rate-limiter';
import { logRequest, REQUEST_LOG_LIMIT } from './request-log';
import { type SeededSandbox, seedSandbox } from './seed';
import { stateView } from './state-view';
import { BASE_PATHS, type FaceName, faceOf, type StyleName } from './style-of-path';

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
   * Resolves once no webhook delivery is in flight, after letting the tasks already due start. Await it
   * after an API call or a clock advance to see the deliveries that follow.
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

/** How long one step of a clock walk waits in real time for webhook receivers to answer. */
const WALK_STEP_REAL_WAIT_MS = 2_000;

/** Resolves when `work` does or after `ms` of real time, whichever comes first. */
async function raceRealTime(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work, elapsed]);
  } finally {
    clearTimeout(timer);
  }
}

const STYLE_FACES: ReadonlySet<FaceName> = new Set(['a', 'b', 'b-production']);

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Creates the mock with a freshly seeded sandbox, or reopens the one `options.storage` holds. Everything
 * runs in-process: no port, no network; the Node adapter, the CLI and the MSW handlers all wrap this
 * `fetch`.
 *
 * @example
 * const mock = createMock();
 * const { clientId } = mock.seeded.styleB;
 */
export function createMock(options: MockOptions = {}): Mock {
  let origin = trimOrigin(options.origin ?? 'http://127.0.0.1:4010');
  if (options.seed !== undefined && options.random)
    throw new TypeError('pass either seed or random, not both');
  const storage = options.storage;
  const saved = storage ? readPersistedSandbox(storage) : undefined;
  const seededStream = options.seed === undefined ? undefined : seededRandom(options.seed);
  const random =
    options.random ??
    (seededStream && storage
      ? keptSeededRandom(storage, seededStream, saved?.seed === options.seed)
      : seededStream?.random);
  const ctx = createDomainContext({
    ...(storage ? { storage } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(random ? { random } : {}),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.onEvent ? { onEvent: options.onEvent } : {}),
    // The domain publishes neutral facts; each face names them in its own events.
    translators: [styleBEvents, styleAEvents],
  });
  let seeded: SeededSandbox;
  let seedSnapshot: StorageSnapshot;
  let rewindToSeed: (() => void) | undefined;
  if (saved) {
    // A store reopened: its sandbox, credentials, clock and pending work are back; nothing is seeded.
    ({ seeded, seedSnapshot } = saved);
    const position = saved.seed === options.seed ? saved.seedPosition : null;
    if (seededStream && position) {
      rewindToSeed = () => seededStream.moveTo(position);
    }
    const webhookUrl = options.webhookUrl;
    if (webhookUrl && !listEndpoints(ctx).some((endpoint) => endpoint.url === webhookUrl)) {
      addEndpoint(ctx, { url: webhookUrl, style: 'b', programId: seeded.styleB.programId });
    }
  } else {
    seeded = seedSandbox(ctx);
    if (options.webhookUrl) {
      addEndpoint(ctx, { url: options.webhookUrl, style: 'b', programId: seeded.styleB.programId });
    }
    // Part of the seed, so a reset keeps the --webhook-url endpoint and drops the ones added since.
    seedSnapshot = ctx.storage.snapshot();
    rewindToSeed = seededStream?.checkpoint();
    if (storage) {
      writePersistedSandbox(storage, {
        version: 1,
        seeded,
        seedSnapshot,
        seed: options.seed ?? null,
        seedPosition: seededStream?.position() ?? null,
      });
    }
  }
  // A store keeps the clock's offset; a clock passed in wins over the one the store remembers.
  if (storage) keepClock(storage, ctx.clock, saved !== undefined && options.clock === undefined);
  // Work scheduled before the restart (KYC decisions, approvals, expiries) is armed again.
  if (saved) restoreJobs(ctx);
  keepEventWindow(ctx, options.limits?.eventLog ?? DEFAULT_EVENT_LOG_LIMIT);
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
  const requestLogLimit = options.limits?.requestLog ?? REQUEST_LOG_LIMIT;
  if (!Number.isSafeInteger(requestLogLimit) || requestLogLimit < 1) {
    throw new RangeError(`limits.requestLog must be a positive integer, got ${requestLogLimit}`);
  }
  const engine = createDeliveryEngine(ctx, {
    fetch: options.webhookFetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  let closed = false;
  // A failed commit put the store back to what its file holds: the clock, jobs and retries follow it.
  storage?.onReload?.(() => {
    reloadClock(storage, ctx.clock);
    restoreJobs(ctx);
    engine.resume();
  });

  const findClient = (clientId: string) => findCredentials(ctx, clientId);
  const operations = styleBOperations(ctx);
  const faces: Record<StyleName, { fetch(request: Request): Response | Promise<Response> }> = {
    a: createStyleAApp({ ctx, baseUrl: () => `${origin}${BASE_PATHS.a}` }, BASE_PATHS.a, styleAOperations),
    b: createStyleBApp({ ctx, findClient }, 'sandbox', BASE_PATHS.b, operations),
    'b-production': createStyleBApp(
      { ctx, findClient },
      'production',
      BASE_PATHS['b-production'],
      operations,
    ),
  };

  const reset = () => {
    ctx.clock.dispose();
    // Back on real time, not merely running on from where advances left it: an expiry the seed holds
    // (the seeded invite) is in the future again (G-67).
    ctx.clock.importState({ frozenAt: null, offsetMs: 0 });
    ctx.storage.restore(seedSnapshot);
    rewindToSeed?.();
    // Jobs of the seed (none today) are armed again; those scheduled since went with the state.
    restoreJobs(ctx);
  };
  const config = (at?: string) => mockConfig(at ?? origin, seeded, ctx, options.seed ?? null);
  async function idle(): Promise<void> {
    // Due tasks start on a microtask, and a finished attempt may schedule nothing or start another:
    // wait until a full turn of the event loop leaves nothing in flight.
    for (let settled = 0; settled < 2; ) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const before = engine.inFlightCount();
      await engine.idle();
      settled = before === 0 ? settled + 1 : 0;
    }
  }
  // A receiver that never answers is cut off by its 10 s deadline on the mock's clock, which only the
  // walk itself can reach: so each step waits for replies at most this long in real time, then walks on.
  const settle = () => raceRealTime(idle(), WALK_STEP_REAL_WAIT_MS);
  const advance = (ms: number) => ctx.clock.advanceAsync(ms, settle);
  const controlDeps: ControlDependencies = {
    ctx,
    advance,
    config: () => config(),
    reset,
    state: () => stateView(ctx),
    register: (app) => {
      styleBSteering(app, ctx);
      styleASteering(app, ctx);
      networkSimulation(app, ctx);
      cardSteering(app, ctx);
      cardListRoutes(app, ctx);
      portalRoutes(app, ctx);
      cardShippingSteering(app, ctx);
      webhookRoutes(app, ctx, engine);
    },
  };
  const control = createControlApp(controlDeps);
  const pages = createDocsRoutes({
    origin: () => origin,
    config: () => config(),
    assets: options.docs ?? packagedDocsAssets(),
    dashboardPath: DASHBOARD_PATHS.page,
  });
  const dashboard = createDashboardRoutes({ origin: () => origin });

  async function serve(request: Request): Promise<Response> {
    const pathname = pathOfUrl(request.url);
    const found = faceOf(pathname);
    if (found === undefined || found.face === 'control') {
      const refused = guardControl(request, pathname, guard);
      if (refused) return refused;
    }
    // The landing page is served at / and /_mock: only those faces can be asking for it.
    const landing = found === undefined || found.face === 'control' ? pages.landing(request) : undefined;
    if (landing) return landing;
    if (!found) {
      return new Response(
        JSON.stringify({
          error: {
            code: 'NOT_FOUND',
            message: `nothing is served at ${maskCardNumbers(pathname)}; try /style-a, /style-b, /style-b-production or /_mock/config, or open / and /_mock/docs in a browser`,
          },
        }),
        {
          status: 404,
          headers: { 'content-type': 'application/json', 'request-id': uuid() },
        },
      );
    }
    if (found.face === 'control' || !STYLE_FACES.has(found.face)) {
      return (await pages.docs(request)) ?? (await dashboard(request)) ?? control.fetch(request);
    }
    const style = found.face as StyleName;
    const started = Date.now();
    const log = (status: number | null, id: string) =>
      logRequest(
        ctx,
        {
          id,
          at: isoTime(ctx.clock.now()),
          style,
          method: request.method,
          path: found.path,
          status,
          durationMs: Date.now() - started,
          traceId: traceIdOf(request.headers.get('traceparent')),
        },
        requestLogLimit,
      );

    if (options.rateLimit !== undefined) {
      const caller =
        request.headers.get('x-access-token') ?? request.headers.get('authorization') ?? 'anonymous';
      const wait = rateLimited(ctx, options.rateLimit, `${style}:${caller}`);
      if (wait !== undefined) {
        const limited = injectedResponse(style, 429, wait);
        log(429, limited.headers.get('request-id') ?? '');
        return limited;
      }
    }

    const effect = takeFault(ctx, style, request.method, found.path);
    if (effect?.type === 'network-error') {
      log(null, uuid());
      throw new TypeError('fetch failed: connection dropped (fault injected by the mock)');
    }
    if (effect?.type === 'status') {
      const injected = injectedResponse(style, effect.status, effect.retryAfterSeconds);
      log(effect.status, injected.headers.get('request-id') ?? '');
      return injected;
    }
    const response = await faces[style].fetch(request);
    if (effect?.type === 'timeout') await delay(effect.delayMs, request.signal);
    log(response.status, response.headers.get('request-id') ?? '');
    return response;
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
    ctx,
    clock: ctx.clock,
    seeded,
    get origin() {
      return origin;
    },
    setOrigin(next) {
      origin = trimOrigin(next);
    },
    config,
    onEvent: (listener) => ctx.subscribe(listener),
    idle,
    advance,
    reset,
    close() {
      closed = true;
      engine.stop();
      ctx.clock.dispose();
    },
  };
}
