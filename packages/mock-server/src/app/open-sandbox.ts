import { type ControlDependencies, createControlApp } from '../control';
import { REQUEST_LOG_LIMIT } from '../control/request-log';
import {
  type ControllableClock,
  createDomainContext,
  type DomainContext,
  type DomainEvent,
  type DomainSettings,
  type RandomBytes,
  type Storage,
  type StorageSnapshot,
  seededRandom,
} from '../domain';
import { restoreJobs } from '../domain/jobs';
import { findCredentials } from '../domain/partners';
import {
  addEndpoint,
  createDeliveryEngine,
  DEFAULT_EVENT_LOG_LIMIT,
  type DeliveryEngine,
  keepEventWindow,
  listEndpoints,
} from '../domain/webhooks';
import { BASE_PATHS, type StyleName } from '../http/style-of-path';
import { createStyleAApp, styleAEvents } from '../style-a';
import { styleAOperations } from '../style-a/operations';
import { createStyleBApp, styleBEvents } from '../style-b';
import { styleBOperations } from '../style-b/operations';
import { type MockConfig, mockConfig } from './mock-config';
import { ownVersion } from './own-version';
import {
  keepClock,
  keptSeededRandom,
  readPersistedSandbox,
  reloadClock,
  writePersistedSandbox,
} from './persisted-sandbox';
import { type SeededSandbox, seedSandbox } from './seed';
import { stateView } from './state-view';

/** What one sandbox is opened with: its store, clock, randomness and per-sandbox limits. */
export interface SandboxOptions {
  /** `default` for the sandbox the mock starts with; `sbx_...` for one made by `POST /_mock/sandboxes`. */
  id: string;
  /** The path every URL this sandbox hands out starts with below the origin: '' or `/sandboxes/{id}`. */
  pathPrefix: string;
  /** The origin of the URLs it hands out, read at each use (`listen()` changes it). */
  origin: () => string;
  storage?: Storage | undefined;
  clock?: ControllableClock | undefined;
  random?: RandomBytes | undefined;
  seed?: string | undefined;
  settings?: Partial<DomainSettings> | undefined;
  onEvent?: ((event: DomainEvent) => void) | undefined;
  eventLogLimit?: number | undefined;
  requestLogLimit?: number | undefined;
  rateLimit?: number | undefined;
  webhookUrl?: string | undefined;
  webhookFetch: (input: string, init: RequestInit) => Promise<Response>;
  /** What only some sandboxes' control APIs have: the registry's routes (the mock's own), removal (others). */
  control?: Pick<ControlDependencies, 'sandboxes' | 'remove'>;
}

/** Something that answers requests: a face or the control API. */
export interface Handler {
  fetch(request: Request): Response | Promise<Response>;
}

/** One sandbox: its domain context, seed, faces, control routes and webhook engine. */
export interface Sandbox {
  readonly id: string;
  readonly ctx: DomainContext;
  readonly seeded: SeededSandbox;
  readonly engine: DeliveryEngine;
  /** Its store when one was given (a SQLite file with `--data-dir`): its answers wait for its commits. */
  readonly storage: Storage | undefined;
  /** The `--seed` text it was made with, or null. */
  readonly seedText: string | null;
  readonly requestLogLimit: number;
  readonly rateLimit: number | undefined;
  /** The face of a style, built on first use (an idle sandbox holds no router). */
  face(style: StyleName): Handler;
  /** Its control routes, built on first use. */
  control(): Handler;
  config(origin?: string): MockConfig;
  reset(): void;
  idle(): Promise<void>;
  advance(ms: number): Promise<void>;
  close(): void;
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

/** Seeds a new sandbox, or reopens the one `storage` holds (no new seed, its clock and pending work). */
function seedOrReopen(
  ctx: DomainContext,
  options: SandboxOptions,
  seededStream?: ReturnType<typeof seededRandom>,
) {
  const { storage, webhookUrl } = options;
  const saved = storage ? readPersistedSandbox(storage) : undefined;
  let seeded: SeededSandbox;
  let seedSnapshot: StorageSnapshot;
  let rewindToSeed: (() => void) | undefined;
  if (saved) {
    ({ seeded, seedSnapshot } = saved);
    const position = saved.seed === (options.seed ?? null) ? saved.seedPosition : null;
    if (seededStream && position) rewindToSeed = () => seededStream.moveTo(position);
    if (webhookUrl && !listEndpoints(ctx).some((endpoint) => endpoint.url === webhookUrl)) {
      addEndpoint(ctx, { url: webhookUrl, style: 'b', programId: seeded.styleB.programId });
    }
  } else {
    seeded = seedSandbox(ctx);
    if (webhookUrl) addEndpoint(ctx, { url: webhookUrl, style: 'b', programId: seeded.styleB.programId });
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
  return { saved, seeded, seedSnapshot, rewindToSeed };
}

/**
 * Opens one sandbox: a domain context with its own store, clock, seed, webhook engine, request log,
 * faults and rate-limit windows. Its faces and control routes are built on first use, so an idle sandbox
 * costs its records only. The mock composes sandboxes behind one router (`createMock`).
 *
 * @example
 * const sandbox = openSandbox({ id: 'default', pathPrefix: '', origin: () => 'http://127.0.0.1:4010', webhookFetch: fetch });
 * await sandbox.face('b').fetch(new Request('http://127.0.0.1:4010/style-b/v1/oauth/authorize?clientId=x'));
 */
export function openSandbox(options: SandboxOptions): Sandbox {
  const { storage } = options;
  const seededStream = options.seed === undefined ? undefined : seededRandom(options.seed);
  const savedSeed = storage ? readPersistedSandbox(storage)?.seed : undefined;
  const random =
    options.random ??
    (seededStream && storage
      ? keptSeededRandom(storage, seededStream, savedSeed === options.seed)
      : seededStream?.random);
  const ctx = createDomainContext({
    ...(storage ? { storage } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(random ? { random } : {}),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.onEvent ? { onEvent: options.onEvent } : {}),
    // The domain publishes neutral facts; each face names them in its own events.
    translators: [styleBEvents, styleAEvents],
    tokenPrefix: options.pathPrefix === '' ? '' : `${options.id}.`,
  });
  const { saved, seeded, seedSnapshot, rewindToSeed } = seedOrReopen(ctx, options, seededStream);
  // A store keeps the clock's offset; a clock passed in wins over the one the store remembers.
  if (storage) keepClock(storage, ctx.clock, saved !== undefined && options.clock === undefined);
  // Work scheduled before the restart (KYC decisions, approvals, expiries) is armed again.
  if (saved) restoreJobs(ctx);
  keepEventWindow(ctx, options.eventLogLimit ?? DEFAULT_EVENT_LOG_LIMIT);
  const requestLogLimit = options.requestLogLimit ?? REQUEST_LOG_LIMIT;
  if (!Number.isSafeInteger(requestLogLimit) || requestLogLimit < 1) {
    throw new RangeError(`limits.requestLog must be a positive integer, got ${requestLogLimit}`);
  }
  const engine = createDeliveryEngine(ctx, { fetch: options.webhookFetch, version: ownVersion() });
  // A failed commit put the store back to what its file holds: the clock, jobs and retries follow it.
  storage?.onReload?.(() => {
    reloadClock(storage, ctx.clock);
    restoreJobs(ctx);
    engine.resume();
  });

  const base = () => `${options.origin()}${options.pathPrefix}`;
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
  // Everything it hands out, its control URL included, is below its path prefix.
  const config = (at?: string) =>
    mockConfig(`${at ?? options.origin()}${options.pathPrefix}`, seeded, ctx, options.seed ?? null);
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

  let faces: Record<StyleName, Handler> | undefined;
  const buildFaces = (): Record<StyleName, Handler> => {
    const findClient = (clientId: string) => findCredentials(ctx, clientId);
    const operations = styleBOperations(ctx);
    // Each face hands out URLs below its base URL in this sandbox, the path prefix included.
    const baseUrl = (style: StyleName) => () => `${base()}${BASE_PATHS[style]}`;
    return {
      a: createStyleAApp({ ctx, baseUrl: baseUrl('a') }, BASE_PATHS.a, styleAOperations),
      b: createStyleBApp({ ctx, findClient, baseUrl: baseUrl('b') }, 'sandbox', BASE_PATHS.b, operations),
      'b-production': createStyleBApp(
        { ctx, findClient, baseUrl: baseUrl('b-production') },
        'production',
        BASE_PATHS['b-production'],
        operations,
      ),
    };
  };
  let control: Handler | undefined;
  return {
    id: options.id,
    ctx,
    seeded,
    engine,
    storage,
    seedText: options.seed ?? null,
    requestLogLimit,
    rateLimit: options.rateLimit,
    face(style) {
      faces ??= buildFaces();
      return faces[style];
    },
    control() {
      control ??= createControlApp({
        ctx,
        advance,
        config: () => config(),
        reset,
        state: () => stateView(ctx),
        engine,
        version: ownVersion(),
        ...options.control,
      });
      return control;
    },
    config,
    reset,
    idle,
    advance,
    close() {
      engine.stop();
      ctx.clock.dispose();
    },
  };
}
