import type { DomainSettings, Storage } from '../domain';
import { cryptoRandom, prefixedId } from '../domain/ids';
import type { Sandbox } from './open-sandbox';

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

/**
 * Where sandboxes are kept across restarts (`--data-dir`: one SQLite file each, G-78). Without one they
 * live in memory.
 */
export interface SandboxStore {
  /** The ids of the sandboxes it holds, reopened when the mock starts. */
  list(): string[];
  /** The storage of one sandbox, created when missing. */
  open(id: string): Storage;
  /** What the registry remembers of a sandbox (kept beside its storage, so a reset never drops it). */
  readEntry(id: string): unknown;
  writeEntry(id: string, entry: unknown): void;
  /** Closes one sandbox's storage and deletes what it held. */
  remove(id: string): void;
  /** Closes every storage it opened; nothing is deleted. */
  close(): void;
}

/** What a kept sandbox remembers of its registry entry, in its own storage. */
interface KeptEntry {
  name: string | null;
  /** What it was made with, to open it the same way again. */
  input: SandboxInput;
  createdAt: number;
  lastUsedAt: number;
}

/** A sandbox with what the registry keeps about it. */
export interface SandboxEntry {
  sandbox: Sandbox;
  name: string | null;
  createdAt: number;
  /** Real time of the last request it served; it expires `idleTtlMs` after. */
  lastUsedAt: number;
}

/** The sandboxes of one mock, and the indexes that find one from a credential in O(1). */
export interface SandboxRegistry {
  /** The sandbox the mock starts with. */
  readonly root: Sandbox;
  readonly idleTtlMs: number;
  create(input: SandboxInput): SandboxEntry;
  get(id: string): SandboxEntry | undefined;
  list(): SandboxEntry[];
  remove(id: string): boolean;
  /** The sandbox a Style B client id or a Style A API key prefix belongs to. */
  byCredential(credential: string): Sandbox | undefined;
  /** Indexes the API keys a sandbox holds now (after one was provisioned through its control API). */
  reindex(sandbox: Sandbox): void;
  /** Marks a sandbox used now (real time). */
  touch(entry: SandboxEntry): void;
  /** Closes and forgets every sandbox idle for longer than `idleTtlMs`; answers how many. */
  sweep(now?: number): number;
  size(): number;
  close(): void;
}

/** 24 hours of the real clock (the default). */
export const DEFAULT_SANDBOX_IDLE_TTL_MS = 24 * 3_600_000;

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

/** Writes a kept sandbox's entry: its name, how it was made (`input`, or as written before) and times. */
function keepEntry(store: SandboxStore, entry: SandboxEntry, input?: SandboxInput): void {
  const id = entry.sandbox.id;
  const made = input ?? (store.readEntry(id) as KeptEntry | undefined)?.input ?? {};
  const kept: KeptEntry = {
    name: entry.name,
    input: made,
    createdAt: entry.createdAt,
    lastUsedAt: entry.lastUsedAt,
  };
  store.writeEntry(id, kept);
}

/** Reopens every sandbox `store` kept, as it was; one without its entry or its file is removed. */
function reopenKept(
  store: SandboxStore,
  open: (id: string, input: SandboxInput, storage: Storage | undefined) => Sandbox,
  adopt: (entry: SandboxEntry) => void,
): void {
  for (const id of store.list()) {
    const kept = store.readEntry(id) as KeptEntry | undefined;
    const storage = kept ? store.open(id) : undefined;
    if (!kept || !storage) {
      store.remove(id);
      continue;
    }
    const sandbox = open(id, kept.input, storage);
    adopt({ sandbox, name: kept.name, createdAt: kept.createdAt, lastUsedAt: kept.lastUsedAt });
  }
}

/**
 * The registry of a mock's sandboxes: the root one, and those made by `POST /_mock/sandboxes`, each with
 * its own store, clock and credentials. Idle ones expire after `idleTtlMs` of the real clock, checked by
 * an unref'd timer so a crashed test run leaves nothing behind and a finished process is not held open.
 *
 * @example
 * const registry = createSandboxRegistry({ root, open: (id, input) => openSandbox({ id, ... }) });
 * const { sandbox } = registry.create({ name: 'worker 1' });
 */
export function createSandboxRegistry(options: {
  root: Sandbox;
  open: (id: string, input: SandboxInput, storage: Storage | undefined) => Sandbox;
  idleTtlMs?: number;
  now?: () => number;
  store?: SandboxStore;
}): SandboxRegistry {
  const { root, open } = options;
  const idleTtlMs = options.idleTtlMs ?? DEFAULT_SANDBOX_IDLE_TTL_MS;
  if (!Number.isSafeInteger(idleTtlMs) || idleTtlMs < 1000) {
    throw new RangeError(`sandboxes.idleTtlMs must be an integer of at least 1000, got ${idleTtlMs}`);
  }
  const now = options.now ?? Date.now;
  const entries = new Map<string, SandboxEntry>();
  const credentials = new Map<string, Sandbox>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const { store } = options;
  const forget = (entry: SandboxEntry) => {
    entries.delete(entry.sandbox.id);
    for (const [credential, sandbox] of credentials)
      if (sandbox === entry.sandbox) credentials.delete(credential);
    entry.sandbox.close();
    store?.remove(entry.sandbox.id);
    if (entries.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  // A kept sandbox's entry is written when it is made and, at most once a minute, when it is used.
  const keep = (entry: SandboxEntry, input?: SandboxInput) => {
    if (store) keepEntry(store, entry, input);
  };
  const arm = () => {
    if (timer) return;
    timer = setInterval(() => registry.sweep(), Math.min(Math.ceil(idleTtlMs / 2), 60_000));
    timer.unref?.();
  };
  const adopt = (entry: SandboxEntry) => {
    entries.set(entry.sandbox.id, entry);
    registry.reindex(entry.sandbox);
    arm();
  };
  const registry: SandboxRegistry = {
    root,
    idleTtlMs,
    create(input) {
      // Never from a seed: two runs with one `--seed` must not hand out the same sandbox id.
      const id = prefixedId('sbx', cryptoRandom);
      const sandbox = open(id, input, store?.open(id));
      const at = now();
      const entry: SandboxEntry = { sandbox, name: input.name ?? null, createdAt: at, lastUsedAt: at };
      keep(entry, input);
      adopt(entry);
      return entry;
    },
    get(id) {
      const entry = entries.get(id);
      // Expired between two sweeps: gone all the same.
      if (entry && now() - entry.lastUsedAt > idleTtlMs) {
        forget(entry);
        return undefined;
      }
      return entry;
    },
    list() {
      registry.sweep();
      return [...entries.values()];
    },
    remove(id) {
      const entry = entries.get(id);
      if (!entry) return false;
      forget(entry);
      return true;
    },
    byCredential: (credential) => credentials.get(credential),
    reindex(sandbox) {
      for (const credential of credentialsOf(sandbox)) credentials.set(credential, sandbox);
    },
    touch(entry) {
      const at = now();
      const stale = at - entry.lastUsedAt > 60_000;
      entry.lastUsedAt = at;
      if (stale) keep(entry);
    },
    sweep(at = now()) {
      let removed = 0;
      for (const entry of [...entries.values()]) {
        if (at - entry.lastUsedAt > idleTtlMs) {
          forget(entry);
          removed += 1;
        }
      }
      return removed;
    },
    size: () => entries.size,
    close() {
      // The mock stops: kept sandboxes stay in their store for the next start.
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const entry of entries.values()) entry.sandbox.close();
      entries.clear();
      store?.close();
    },
  };
  // The sandboxes a store kept: reopened as they were (records, clock, pending work), expired ones dropped.
  if (store) reopenKept(store, open, adopt);
  registry.sweep();
  return registry;
}
