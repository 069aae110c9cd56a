import { DomainError, type DomainSettings, type Storage } from '../domain';
import { cryptoRandom, prefixedId } from '../domain/ids';
import { JOBS } from '../domain/jobs';
import { DELIVERIES } from '../domain/webhooks';
import type { Sandbox } from './open-sandbox';
import { RegisteredSandbox } from './registered-sandbox';

/** What `POST /_mock/sandboxes` may set for one sandbox (DECISIONS.md G-78). */
export interface SandboxInput {
  /** The same text gives the same credentials, ids and card numbers (as `--seed`). */
  seed?: string | undefined;
  /** A label for people: the dashboard's picker and `GET /_mock/sandboxes` show it. */
  name?: string | undefined;
  settings?: Partial<DomainSettings> | undefined;
  rateLimit?: number | undefined;
  webhookUrl?: string | undefined;
}

/** What a kept sandbox's entry says of it, beside its storage, so a restart needs no storage opened. */
export interface KeptEntry {
  name: string | null;
  /** What it was made with, to open it the same way again. */
  input: SandboxInput;
  createdAt: number;
  lastUsedAt: number;
  /** Every credential that selects it (absent in entries written before they were kept). */
  credentials?: string[];
}

/**
 * Where sandboxes are kept across restarts (`--data-dir`: one SQLite file each, G-78). Without one they
 * live in memory.
 */
export interface SandboxStore {
  /**
   * The ids of the sandboxes it holds, reopened when the mock starts. Throws a `SandboxFileError` naming the
   * file when one cannot be read as a sandbox of this mock: nothing is ever deleted for it.
   */
  list(): string[];
  /** The storage of one sandbox, created when missing. */
  open(id: string): Storage;
  /** What the registry remembers of a sandbox (kept beside its storage, so a reset never drops it). */
  readEntry(id: string): KeptEntry | undefined;
  writeEntry(id: string, entry: KeptEntry): void;
  /** Closes one sandbox's storage; its files stay, and `open` reads them again. */
  release(id: string): void;
  /** Closes one sandbox's storage and deletes what it held. */
  remove(id: string): void;
  /** Closes every storage it opened; nothing is deleted. */
  close(): void;
}

/** A sandbox with what the registry keeps about it (see {@link RegisteredSandbox}). */
export type SandboxEntry = RegisteredSandbox;

/** 24 hours of the real clock (the issue's default). */
export const DEFAULT_SANDBOX_IDLE_TTL_MS = 24 * 3_600_000;

/**
 * How many sandboxes a mock holds besides its own by default (`--max-sandboxes`, DECISIONS.md G-99): what
 * the 2-core, 24 GB machine the project is measured on holds in memory and with `--data-dir` with room to
 * spare (bench/README.md).
 */
export const DEFAULT_MAX_SANDBOXES = 1_000;

/** Real time without a request after which a kept sandbox with nothing scheduled is closed (its file too). */
export const SANDBOX_RELEASE_MS = 5 * 60_000;

/** Every credential that selects a sandbox: its Style B client ids and its Style A API key prefixes. */
function credentialsOf(sandbox: Sandbox): string[] {
  const { styleA, styleB } = sandbox.seeded;
  const keys = sandbox.ctx.storage.collection<{ prefix: string }>('a.apiKeys');
  return [
    styleB.clientId,
    styleB.productionClientId,
    ...(styleB.otherProgram ? [styleB.otherProgram.clientId] : []),
    ...Object.values(styleA.apiKeys).map((key) => key.clientId),
    ...(styleA.otherReseller ? [styleA.otherReseller.clientId] : []),
    ...[...keys.values()].map((key) => key.prefix),
  ];
}

/** Whether a sandbox has work on its clock: a job, a webhook delivery pending or in flight. */
function hasScheduledWork(sandbox: Sandbox): boolean {
  if (sandbox.engine.inFlightCount() > 0 || sandbox.ctx.storage.collection(JOBS).size > 0) return true;
  for (const _ of sandbox.ctx.storage.collection(DELIVERIES).find('byStatus', 'pending')) return true;
  return false;
}

/** What {@link SandboxRegistry} is made with. */
export interface SandboxRegistryOptions {
  /** The sandbox the mock starts with. */
  root: Sandbox;
  /** Opens one sandbox (a new one, or a kept one from its storage). */
  open: (id: string, input: SandboxInput, storage: Storage | undefined) => Sandbox;
  idleTtlMs?: number;
  /** How many sandboxes it holds at most, besides the root one ({@link DEFAULT_MAX_SANDBOXES}). */
  max?: number;
  now?: () => number;
  store?: SandboxStore;
}

/**
 * The sandboxes of one mock: the root one, and those made by `POST /_mock/sandboxes`, each with its own
 * store, clock and credentials, and the index that finds one from a credential in O(1). Idle ones expire
 * after `idleTtlMs` of the real clock, checked by an unref'd timer so a crashed test run leaves nothing
 * behind and a finished process is not held open. Kept ones (`--data-dir`) open on first use and close
 * again when idle with nothing scheduled, so they hold no file descriptor while unused.
 *
 * @example
 * const registry = new SandboxRegistry({ root, open: (id, input, storage) => openSandbox({ id, ... }) });
 * const { sandbox } = registry.create({ name: 'worker 1' });
 */
export class SandboxRegistry {
  /** The sandbox the mock starts with. */
  readonly root: Sandbox;
  readonly idleTtlMs: number;
  readonly max: number;
  readonly #open: SandboxRegistryOptions['open'];
  readonly #now: () => number;
  readonly #store: SandboxStore | undefined;
  readonly #entries = new Map<string, RegisteredSandbox>();
  // Every live sandbox's credentials by sandbox id, the mock's own included: a credential names one
  // sandbox, the first that held it; a later one never takes it over (DECISIONS.md G-96).
  readonly #credentials = new Map<string, string>();
  readonly #credentialsOf = new Map<string, readonly string[]>();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: SandboxRegistryOptions) {
    this.root = options.root;
    this.#open = options.open;
    this.#now = options.now ?? (() => Date.now());
    this.#store = options.store;
    this.idleTtlMs = options.idleTtlMs ?? DEFAULT_SANDBOX_IDLE_TTL_MS;
    if (!Number.isSafeInteger(this.idleTtlMs) || this.idleTtlMs < 1000) {
      throw new RangeError(`sandboxes.idleTtlMs must be an integer of at least 1000, got ${this.idleTtlMs}`);
    }
    this.max = options.max ?? DEFAULT_MAX_SANDBOXES;
    if (!Number.isSafeInteger(this.max) || this.max < 1) {
      throw new RangeError(`maxSandboxes must be a positive integer, got ${this.max}`);
    }
    this.#index(this.root.id, credentialsOf(this.root));
    this.#reopenKept();
    this.sweep();
  }

  /** Makes a sandbox: 409 past the cap, or when its seed gives a live sandbox's credentials. */
  create(input: SandboxInput): SandboxEntry {
    // The cap, before anything is opened: expired ones do not count.
    if (this.#entries.size >= this.max) this.sweep();
    if (this.#entries.size >= this.max) {
      throw new DomainError(
        'conflict',
        `this mock holds ${this.max} sandboxes, its limit: delete one (DELETE on its controlUrl) or start the mock with a higher --max-sandboxes (createMock({ maxSandboxes }))`,
        { reason: 'sandbox_limit' },
      );
    }
    // Never from a seed: two runs with one `--seed` must not hand out the same sandbox id.
    const id = prefixedId('sbx', cryptoRandom);
    const store = this.#store;
    let sandbox: Sandbox | undefined;
    try {
      sandbox = this.#open(id, input, store?.open(id));
      // A seed gives the same credentials every time: two live sandboxes of one seed would share them,
      // and the later one would receive the earlier one's calls at the usual base URLs. Refused.
      const credentials = credentialsOf(sandbox);
      const holder = credentials.map((credential) => this.#credentials.get(credential)).find(Boolean);
      if (holder !== undefined) {
        throw new DomainError(
          'conflict',
          `seed ${JSON.stringify(input.seed ?? '')} gives the credentials of ${holder === this.root.id ? "the mock's own sandbox" : `sandbox ${holder}`}, which is live: credentials never repeat between live sandboxes; pass another seed, or delete that sandbox first`,
          { field: 'seed' },
        );
      }
      const at = this.#now();
      const entry = new RegisteredSandbox(
        id,
        { name: input.name ?? null, createdAt: at, lastUsedAt: at },
        () => this.#reopen(id),
        sandbox,
      );
      this.#index(id, credentials);
      this.#keep(entry, input);
      this.#adopt(entry);
      return entry;
    } catch (error) {
      // Nothing of a sandbox that could not be made stays behind: no index entry, no file.
      sandbox?.close();
      this.#unindex(id);
      store?.remove(id);
      throw error;
    }
  }

  /** A live sandbox by id (`undefined` once removed or expired); it is opened when first read. */
  get(id: string): SandboxEntry | undefined {
    const entry = this.#entries.get(id);
    // Expired between two sweeps: gone all the same.
    if (entry && this.#now() - entry.lastUsedAt > this.idleTtlMs) {
      this.#forget(entry);
      return undefined;
    }
    return entry;
  }

  /** Every live sandbox, oldest first; none is opened for it. */
  list(): SandboxEntry[] {
    this.sweep();
    return [...this.#entries.values()];
  }

  /**
   * A page of the live sandboxes, oldest first: at most `limit` after the one `after` names (from the
   * first when absent); `next` names the last of the page when more follow. An `after` that is no live
   * sandbox throws `invalid` naming `cursor`. The walk is over the sandboxes, at most `max` of them.
   */
  page(after: string | undefined, limit: number): { items: SandboxEntry[]; next: string | undefined } {
    this.sweep();
    if (after !== undefined && !this.#entries.has(after)) {
      throw new DomainError('invalid', `no sandbox ${after} is listed: start again without cursor`, {
        field: 'cursor',
      });
    }
    const items: SandboxEntry[] = [];
    let started = after === undefined;
    let more = false;
    for (const entry of this.#entries.values()) {
      if (!started) {
        started = entry.id === after;
        continue;
      }
      if (items.length === limit) {
        more = true;
        break;
      }
      items.push(entry);
    }
    return { items, next: more ? items.at(-1)?.id : undefined };
  }

  /** Removes a sandbox and what it kept; `false` when there is none by that id. */
  remove(id: string): boolean {
    const entry = this.#entries.get(id);
    if (!entry) return false;
    this.#forget(entry);
    return true;
  }

  /** The id of the sandbox a Style B client id or a Style A API key prefix belongs to. */
  byCredential(credential: string): string | undefined {
    return this.#credentials.get(credential);
  }

  /**
   * Indexes the credentials a sandbox holds now (after an API key was provisioned through its control
   * API). A credential another live sandbox holds is never taken over: answers those left out.
   */
  reindex(sandbox: Sandbox): string[] {
    const refused = this.#index(sandbox.id, credentialsOf(sandbox));
    const entry = this.#entries.get(sandbox.id);
    if (entry) this.#keep(entry);
    return refused;
  }

  /** Marks a sandbox used now (real time); kept at most once a minute. */
  touch(entry: SandboxEntry): void {
    const at = this.#now();
    const stale = at - entry.lastUsedAt > 60_000;
    entry.lastUsedAt = at;
    if (stale) this.#keep(entry);
  }

  /**
   * Closes and forgets every sandbox idle for longer than `idleTtlMs`, and closes (keeping their files)
   * the kept ones idle for {@link SANDBOX_RELEASE_MS} with nothing scheduled; answers how many expired.
   */
  sweep(at = this.#now()): number {
    let removed = 0;
    for (const entry of [...this.#entries.values()]) {
      if (at - entry.lastUsedAt > this.idleTtlMs) {
        this.#forget(entry);
        removed += 1;
      } else if (this.#store && entry.opened && at - entry.lastUsedAt > SANDBOX_RELEASE_MS) {
        if (!hasScheduledWork(entry.sandbox)) {
          entry.close();
          this.#store.release(entry.id);
        }
      }
    }
    return removed;
  }

  /** How many sandboxes it holds, the root one not counted. */
  size(): number {
    return this.#entries.size;
  }

  /** Resolves once no open sandbox has a webhook delivery in flight (see `Mock.idle`). */
  async idle(): Promise<void> {
    for (const entry of this.#entries.values()) if (entry.opened) await entry.sandbox.idle();
  }

  /** The mock stops: every sandbox is closed, kept ones stay in their store for the next start. */
  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    for (const entry of this.#entries.values()) entry.close();
    this.#entries.clear();
    this.#store?.close();
  }

  /** Indexes `credentials` for `id`, except those another sandbox holds: answers those. */
  #index(id: string, credentials: readonly string[]): string[] {
    const refused: string[] = [];
    const mine: string[] = [];
    for (const credential of credentials) {
      const holder = this.#credentials.get(credential);
      if (holder === undefined || holder === id) {
        this.#credentials.set(credential, id);
        mine.push(credential);
      } else refused.push(credential);
    }
    this.#credentialsOf.set(id, mine);
    return refused;
  }

  #unindex(id: string): void {
    for (const credential of this.#credentialsOf.get(id) ?? [])
      if (this.#credentials.get(credential) === id) this.#credentials.delete(credential);
    this.#credentialsOf.delete(id);
  }

  #forget(entry: RegisteredSandbox): void {
    this.#entries.delete(entry.id);
    this.#unindex(entry.id);
    entry.close();
    this.#store?.remove(entry.id);
    if (this.#entries.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  /** Writes a kept sandbox's entry: when it is made, when its credentials change, when it is used. */
  #keep(entry: RegisteredSandbox, input?: SandboxInput): void {
    const store = this.#store;
    if (!store) return;
    const made = input ?? store.readEntry(entry.id)?.input ?? {};
    store.writeEntry(entry.id, {
      name: entry.name,
      input: made,
      createdAt: entry.createdAt,
      lastUsedAt: entry.lastUsedAt,
      credentials: [...(this.#credentialsOf.get(entry.id) ?? [])],
    });
  }

  #adopt(entry: RegisteredSandbox): void {
    this.#entries.set(entry.id, entry);
    if (this.#timer) return;
    this.#timer = setInterval(() => this.sweep(), Math.min(Math.ceil(this.idleTtlMs / 2), 60_000));
    this.#timer.unref?.();
  }

  /** Opens a kept sandbox again from its storage, as it was made. */
  #reopen(id: string): Sandbox {
    const store = this.#store;
    const input = store?.readEntry(id)?.input ?? {};
    return this.#open(id, input, store?.open(id));
  }

  /**
   * The sandboxes a store kept, known again from their entries alone: none is opened, so a restart on
   * thousands of them listens at once. An entry written before credentials were kept is opened once to
   * read them, then closed.
   */
  #reopenKept(): void {
    const store = this.#store;
    if (!store) return;
    // Oldest first, as they were made: the list's order survives the restart.
    const createdAt = (id: string) => store.readEntry(id)?.createdAt ?? 0;
    for (const id of store.list().sort((a, b) => createdAt(a) - createdAt(b))) {
      const kept = store.readEntry(id) as KeptEntry;
      const entry = new RegisteredSandbox(id, kept, () => this.#reopen(id));
      if (kept.credentials) this.#index(id, kept.credentials);
      else {
        this.#index(id, credentialsOf(entry.sandbox));
        entry.close();
        store.release(id);
      }
      this.#adopt(entry);
      if (!kept.credentials) this.#keep(entry);
    }
  }
}
