import type { OperationDef } from '../operations/operation-def';
import { loadOpenTelemetry, type OpenTelemetry } from './load-open-telemetry';
import type { CallTrace, TracingModule } from './open-telemetry';

// The spec's operationId of each operation of the table (its export name), by method and path: the
// tracing file holds its own copy of the table.
function operationIds(operations: Readonly<Record<string, unknown>>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [name, op] of Object.entries(operations)) {
    const { method, path } = (op ?? {}) as Partial<OperationDef>;
    if (method && path) ids.set(`${method} ${path}`, name);
  }
  return ids;
}

/**
 * What a client's calls carry for hooks, logs and spans: each operation's id and its span. Loaded on the
 * first call: `@opentelemetry/api` when installed, then the SDK's tracing file (the operations' names and
 * the spans) only when OpenTelemetry is there or `named` (a logger or hook reads the names). Without
 * either, the first call loads nothing more and calls are neither named nor traced.
 *
 * @example
 * const tracing = new CallTracing(() => import('../internal/tracing.js'), Boolean(logger));
 * await tracing.ready();
 * const trace = tracing.start(op, tracing.operationOf(op).id, headers);
 */
export class CallTracing {
  readonly #load: (() => Promise<TracingModule>) | undefined;
  readonly #named: boolean;
  readonly #loadApi: () => Promise<OpenTelemetry | null>;
  #loading: Promise<void> | undefined;
  #done = false;
  #ids: Map<string, string> | undefined;
  #api: OpenTelemetry | null = null;
  #module: TracingModule | undefined;
  readonly #operations = new WeakMap<OperationDef, { id: string | undefined; path: string }>();

  /** `loadApi` finds OpenTelemetry (`loadOpenTelemetry`, or a stand-in in tests). */
  constructor(
    load: (() => Promise<TracingModule>) | undefined,
    named: boolean,
    loadApi: () => Promise<OpenTelemetry | null> = loadOpenTelemetry,
  ) {
    this.#load = load;
    this.#named = named;
    this.#loadApi = loadApi;
    this.#done = !load;
  }

  /** A promise to wait for on the first calls; undefined once loaded (later calls do not wait). */
  ready(): Promise<void> | undefined {
    if (this.#done) return undefined;
    this.#loading ??= this.#loadOnce().finally(() => {
      this.#done = true;
    });
    return this.#loading;
  }

  async #loadOnce(): Promise<void> {
    const api = await this.#loadApi();
    if ((!api && !this.#named) || !this.#load) return;
    const module = await this.#load().catch(() => undefined);
    if (!module) return;
    this.#ids = operationIds(module.operations);
    this.#api = api;
    if (api) this.#module = module;
  }

  /** The operation as hooks and logs name it: its id (once names are loaded) and URL template. */
  operationOf(op: OperationDef): { id: string | undefined; path: string } {
    let described = this.#operations.get(op);
    if (!described) {
      described = { id: this.#ids?.get(`${op.method} ${op.path}`), path: op.path };
      if (this.#done) this.#operations.set(op, described);
    }
    return described;
  }

  /** Starts the call's span when OpenTelemetry is there (see `startCallTrace`). */
  start(op: OperationDef, id: string | undefined, headers: Record<string, string>): CallTrace | undefined {
    return this.#module?.startCallTrace(this.#api, op, id, headers);
  }
}
