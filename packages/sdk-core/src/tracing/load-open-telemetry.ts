import type * as OpenTelemetryApi from '@opentelemetry/api';

/**
 * `@opentelemetry/api`, as {@link loadOpenTelemetry} finds it.
 *
 * @example
 * const api: OpenTelemetry | null = await loadOpenTelemetry();
 */
export type OpenTelemetry = typeof OpenTelemetryApi;

let loading: Promise<OpenTelemetry | null> | undefined;
// Through a parameter, so that bundlers leave the optional peer out instead of failing to resolve it.
const importOptional = (name: string): Promise<OpenTelemetry & { default?: OpenTelemetry }> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ name);

/**
 * Loads `@opentelemetry/api` once per process, when it is installed (an optional peer dependency); null
 * when it is not (or in a browser without it). The verifier's `./tracing` entry has the same loader for its
 * handlers and the mock; the SDKs keep this one in their client entry, which reaches no entry of another
 * package on its first load (DECISIONS.md G-148). Kept in the client entry, small, so that the tracing file
 * (the spans and the operations' names) loads only when OpenTelemetry is there or something reads the names.
 *
 * @example
 * const api = await loadOpenTelemetry(); // null without @opentelemetry/api
 */
export function loadOpenTelemetry(): Promise<OpenTelemetry | null> {
  loading ??= importOptional('@opentelemetry/api').then(
    (module) => (module.trace ? module : (module.default ?? null)),
    () => null,
  );
  return loading;
}
