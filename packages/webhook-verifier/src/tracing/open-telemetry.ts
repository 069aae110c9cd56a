import type * as OpenTelemetryApi from '@opentelemetry/api';

/** `@opentelemetry/api`, as {@link loadOpenTelemetry} loaded it. */
export type OpenTelemetry = typeof OpenTelemetryApi;

// `undefined` until loaded, then the API or null when `@opentelemetry/api` is not installed.
let api: OpenTelemetry | null | undefined;
let loading: Promise<void> | undefined;
// Through a parameter, so that bundlers leave the optional peer out instead of failing to resolve it.
const importOptional = (name: string): Promise<OpenTelemetry & { default?: OpenTelemetry }> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ name);

/**
 * Loads `@opentelemetry/api` once per process, when it is installed (an optional peer dependency): the
 * first caller waits for it, later calls answer `undefined` at once. Absent (or in a browser without it),
 * tracing stays off and costs nothing more.
 *
 * @example
 * await loadOpenTelemetry();
 * openTelemetry()?.trace.getTracer('my-app');
 */
export function loadOpenTelemetry(): Promise<void> | undefined {
  if (api !== undefined) return undefined;
  loading ??= importOptional('@opentelemetry/api').then(
    (module) => {
      api = module.trace ? module : (module.default ?? null);
    },
    () => {
      api = null;
    },
  );
  return loading;
}

/**
 * `@opentelemetry/api` once {@link loadOpenTelemetry} found it; `null` when it is not installed,
 * `undefined` before the load finished.
 *
 * @example
 * const otel = openTelemetry();
 * if (otel) otel.trace.getTracer('my-app').startSpan('work').end();
 */
export function openTelemetry(): OpenTelemetry | null | undefined {
  return api;
}
