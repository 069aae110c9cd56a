import { loadOpenTelemetry } from '@card-issuance/webhook-verifier/tracing';
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
import { pathOfUrl } from '../http/path-of-url';
import { afterCommit } from './after-commit';
import { bodyLimit, DEFAULT_MAX_BODY_BYTES } from './body-limit';
import { controlGuard } from './control-guard';
import { cors } from './cors';
import { chain } from './middleware';
import type { MockConfig } from './mock-config';
import { checkedControlToken, checkedMaxBodyBytes, trimOrigin } from './mock-option-checks';
import { createMockRouter } from './mock-router';
import { openSandbox } from './open-sandbox';
import { originPolicy } from './origin-policy';
import { addressOf } from './request-address';
import { SandboxRegistry, type SandboxStore } from './sandbox-registry';
import { sandboxRoutes } from './sandbox-summary';
import type { SeededSandbox } from './seed';
import { issueTryItTokens } from './try-it-tokens';

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

/** What {@link createMock} takes; every field is optional (`@default` says what its absence means). */
export interface MockOptions {
  /**
   * Where the sandbox lives: the default is a fresh in-memory store. A store that already holds a sandbox
   * (a SQLite file reopened with `--data-dir`, see `createSqliteStorage` in `@card-issuance/mock-server/node`)
   * is reopened as it was: no new seed, the same credentials, its clock and its pending work.
   * @default createMemoryStorage()
   * @example createMock({ storage: createSqliteStorage('./data/sandbox.sqlite') })
   */
  storage?: Storage;
  /**
   * How much history the logs keep.
   * @default { eventLog: 10000, requestLog: 500 }
   */
  limits?: MockLimits;
  /**
   * Where the mock is reachable: the origin of every URL it hands out (config, JWT `iss`, verification and
   * callback URLs, `Link` headers). `listen()` replaces it with the address it serves.
   * @default 'http://127.0.0.1:4010'
   */
  origin?: string;
  /**
   * Delays, opening balance, provider name, authorization expiry (each field's default on
   * `DomainSettings`).
   * @default { kycDecisionDelayMs: 2000, cardholderApprovalDelayMs: 1000, openingBalanceCents: 1000000, kycProvider: 'veritas', authorizationExpiryDays: 7 }
   */
  settings?: Partial<DomainSettings>;
  /**
   * A clock to share with the test, for example one created frozen.
   * @default createClock() (real time)
   */
  clock?: ControllableClock;
  /**
   * Randomness for ids, tokens and card numbers.
   * @default cryptoRandom (Web Crypto)
   */
  random?: RandomBytes;
  /**
   * Makes credentials, ids, tokens and card numbers repeat: the same seed gives the same sandbox on every
   * start, and `reset()` goes back to it (`--seed`, DECISIONS.md G-20). Not together with `random`.
   * @default undefined (random on every start)
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
   * @default undefined (no token: loopback only)
   * @example createMock({ controlToken: 'a-long-random-string' })
   */
  controlToken?: string;
  /**
   * The largest request body read, in bytes; a larger one answers 413 in the face's envelope before it is
   * buffered (`--max-body`, DECISIONS.md G-53).
   * @default 1048576
   */
  maxBodyBytes?: number;
  /**
   * Requests per second allowed per caller (`--rate-limit`, DECISIONS.md G-7).
   * @default undefined (no limit)
   */
  rateLimit?: number;
  /**
   * Called with every domain event as it happens (same as {@link Mock.onEvent}).
   * @default undefined
   */
  onEvent?: (event: DomainEvent) => void;
  /**
   * Deliver Style B events of the seeded program here, signed with its webhookSecret (`--webhook-url`).
   * @default undefined (no endpoint until one is registered)
   */
  webhookUrl?: string;
  /**
   * The HTTP client webhook deliveries use.
   * @default globalThis.fetch
   */
  webhookFetch?: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Where `/_mock/docs` reads Scalar's bundle and the specs. Default: the `dist/docs/` folder the package
   * ships (read with Node's file system; without it the reference answers 503 and the landing page works).
   * @default packagedDocsAssets()
   * @example createMock({ docs: fileDocsAssets('/opt/mock/docs') })
   */
  docs?: DocsAssets;
  /**
   * How many sandboxes `POST /_mock/sandboxes` may hold at once besides the mock's own
   * (`--max-sandboxes`); past it a creation answers 409 naming the limit, and every sandbox keeps serving.
   * @default 1000
   * @example createMock({ maxSandboxes: 50 })
   */
  maxSandboxes?: number;
  /**
   * Sandboxes made with `POST /_mock/sandboxes` (DECISIONS.md G-78): each expires after `idleTtlMs` of
   * the real clock without a request (`--sandbox-ttl`).
   * @default { idleTtlMs: 86400000 }
   */
  sandboxes?: {
    /**
     * Real-time milliseconds without a request after which a sandbox is removed.
     * @default 86400000
     */
    idleTtlMs?: number;
    /**
     * Where they are kept across restarts (`createSqliteSandboxStore(dir)` from `/node`).
     * @default undefined (in memory)
     */
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
  const maxBodyBytes = checkedMaxBodyBytes(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  // `@opentelemetry/api` is looked for once (an optional peer), early, for the work the clock starts too.
  void loadOpenTelemetry();
  const guard = {
    allows: originPolicy(typeof options.cors === 'object' ? options.cors.origins : []),
    token: checkedControlToken(options.controlToken),
  };
  const shared = {
    origin: () => origin,
    eventLogLimit: options.limits?.eventLog,
    requestLogLimit: options.limits?.requestLog,
    webhookFetch: options.webhookFetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
  const root = openSandbox({
    ...shared,
    storage: options.storage,
    clock: options.clock,
    random: options.random,
    seed: options.seed,
    settings: options.settings,
    onEvent: options.onEvent,
    rateLimit: options.rateLimit,
    webhookUrl: options.webhookUrl,
    id: 'default',
    pathPrefix: '',
    control: {
      sandboxes: sandboxRoutes(
        () => registry,
        () => origin,
      ),
    },
  });
  const registry = new SandboxRegistry({
    root,
    ...(options.sandboxes?.idleTtlMs !== undefined ? { idleTtlMs: options.sandboxes.idleTtlMs } : {}),
    ...(options.sandboxes?.store ? { store: options.sandboxes.store } : {}),
    ...(options.maxSandboxes !== undefined ? { max: options.maxSandboxes } : {}),
    open: (id, input, storage) =>
      openSandbox({
        ...shared,
        seed: input.seed,
        rateLimit: input.rateLimit,
        webhookUrl: input.webhookUrl,
        id,
        storage,
        pathPrefix: `/sandboxes/${id}`,
        settings: { ...options.settings, ...input.settings },
        control: {
          remove: () => {
            registry.remove(id);
            return { id, deleted: true };
          },
        },
      }),
  });
  const router = createMockRouter({
    root,
    registry,
    pages: createDocsRoutes({
      origin: () => origin,
      config: () => root.config(),
      assets: options.docs ?? packagedDocsAssets(),
      dashboardPath: DASHBOARD_PATHS.page,
      tokens: () => issueTryItTokens(root, origin),
      // Open without the control token, so it carries no credential when there is one (G-144).
      signedIn: guard.token === undefined,
    }),
    dashboard: createDashboardRoutes({ origin: () => origin }),
  });
  const storage = options.storage;
  // Outermost first; a step the options leave nothing to do is not in the chain (G-24, G-53, G-54, G-33).
  const handle = chain(
    [
      options.cors === false ? undefined : (next) => cors(next, guard.allows),
      bodyLimit(maxBodyBytes),
      controlGuard(guard),
      storage?.settled ? (next) => afterCommit(storage, next) : undefined,
    ],
    router,
  );
  let closed = false;
  return {
    fetch: async (input, init) => {
      if (closed) throw new TypeError('fetch failed: the mock is closed');
      const request = input instanceof Request && init === undefined ? input : new Request(input, init);
      // The request's address, parsed once here: every layer after reads it (request-address.ts).
      return handle(request, addressOf(pathOfUrl(request.url)), init?.body);
    },
    controlToken: guard.token,
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
      await registry.idle();
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
