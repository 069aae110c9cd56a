import { type ControllableClock, createClock } from '../clock';
import { createIdempotencyStore, type IdempotencyStore } from '../idempotency';
import { cryptoRandom, type RandomBytes } from '../ids';
import { createLedger, type Ledger } from '../ledger';
import type { Cents } from '../money';
import { createMemoryStorage, type Storage } from '../storage';
import { DomainTracer } from '../tracing';
import type { DomainEvent } from './domain-event';
import type { DomainFact } from './domain-fact';

/**
 * Turns a fact into the events of one style (none when the fact is not that style's concern). Faces
 * provide one each; `createMock` hands them to the context.
 */
export type FactTranslator = (ctx: DomainContext, fact: DomainFact) => DomainEvent | undefined;

/** Tunables of the simulated service; every delay runs on the mock's clock. */
export interface DomainSettings {
  /**
   * Delay before a submitted KYC case is decided (issue: "default 2 s").
   * @default 2000
   */
  kycDecisionDelayMs: number;
  /**
   * Delay before a PENDING cardholder is approved.
   * @default 1000
   */
  cardholderApprovalDelayMs: number;
  /**
   * Opening balance of every new sandbox USD Wallet, in cents (10 000.00 USD).
   * @default 1000000
   */
  openingBalanceCents: Cents;
  /**
   * The KYC provider's name: `sourceType` and the `<provider>ShareToken` prefix (DECISIONS.md G-10).
   * @default 'veritas'
   */
  kycProvider: string;
  /**
   * Days on the mock's clock after which a PENDING authorization expires: its hold is released and it is
   * REVERSED (DECISIONS.md B-50). `PUT /_mock/simulate/settings` changes it until the next reset.
   * @default 7
   */
  authorizationExpiryDays: number;
}

export const DEFAULT_SETTINGS: DomainSettings = {
  kycDecisionDelayMs: 2_000,
  cardholderApprovalDelayMs: 1_000,
  openingBalanceCents: 1_000_000,
  kycProvider: 'veritas',
  authorizationExpiryDays: 7,
};

/**
 * Everything a domain operation needs, passed explicitly: state, time, money, idempotency, randomness,
 * settings, and where events go.
 *
 * @example
 * const ctx = createDomainContext({ settings: { kycDecisionDelayMs: 0 } });
 * ctx.clock.freeze();
 */
export interface DomainContext {
  storage: Storage;
  clock: ControllableClock;
  ledger: Ledger;
  idempotency: IdempotencyStore;
  random: RandomBytes;
  settings: DomainSettings;
  /**
   * Starts every bearer token this context issues: '' for the mock's first sandbox, `{sandboxId}.` for one
   * made with `POST /_mock/sandboxes`, so a token alone says which sandbox it belongs to.
   */
  tokenPrefix: string;
  /** The trace of the work running now, and the traces of the work the clock starts. */
  tracer: DomainTracer;
  /** Appends an event to the log and hands it to every subscriber; a failing subscriber never fails the caller. */
  emit(event: DomainEvent): void;
  /** Publishes a neutral fact: each face's translator turns it into that style's event, which is emitted. */
  publish(fact: DomainFact): void;
  /** Calls `listener` with every event emitted from now on; answers the function that stops it. */
  subscribe(listener: (event: DomainEvent) => void): () => void;
}

export interface DomainContextOptions {
  storage?: Storage;
  clock?: ControllableClock;
  random?: RandomBytes;
  settings?: Partial<DomainSettings>;
  /** Receives every event as it is emitted. */
  onEvent?: (event: DomainEvent) => void;
  /** The faces' translators of neutral facts into their events (see {@link DomainContext.publish}). */
  translators?: readonly FactTranslator[];
  /** See {@link DomainContext.tokenPrefix}; default ''. */
  tokenPrefix?: string;
}

/**
 * Wires a {@link DomainContext} from defaults and overrides.
 *
 * @example
 * const ctx = createDomainContext({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
 */
export function createDomainContext(options: DomainContextOptions = {}): DomainContext {
  const storage = options.storage ?? createMemoryStorage();
  const clock = options.clock ?? createClock();
  const listeners = new Set<(event: DomainEvent) => void>();
  if (options.onEvent) listeners.add(options.onEvent);
  const events = storage.collection<DomainEvent>('events');
  const random = options.random ?? cryptoRandom;
  const translators = options.translators ?? [];
  const tracer = new DomainTracer();
  const context: DomainContext = {
    storage,
    clock,
    ledger: createLedger(storage, clock, random),
    idempotency: createIdempotencyStore(storage, clock),
    random,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    tokenPrefix: options.tokenPrefix ?? '',
    tracer,
    emit(emitted) {
      const cause = tracer.current;
      const event = cause === undefined || emitted.trace ? emitted : { ...emitted, trace: cause };
      events.put(event.id, event);
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // A subscriber's bug must not turn into an API error for the request that caused the event.
          console.error('event subscriber failed', error);
        }
      }
    },
    publish(fact) {
      for (const translate of translators) {
        const event = translate(context, fact);
        if (event) context.emit(event);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return context;
}
