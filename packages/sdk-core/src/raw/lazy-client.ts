import type { Client, Middleware } from 'openapi-fetch';

const CALLS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * An openapi-fetch client that is created on its first call: the SDK's `client.raw`, whose code (the
 * whole openapi-fetch client) is a separate file of the package that only callers of `raw` load. Calls
 * made before it is loaded wait for it; middleware registered before it is loaded is applied first.
 *
 * @example
 * const raw = lazyClient<paths>(async () => (await import('../internal/raw-client.js')).createClient({ baseUrl, fetch }));
 * const { data } = await raw.GET('/v1/cards');
 */
export function lazyClient<Paths extends {}>(load: () => Promise<Client<Paths>>): Client<Paths> {
  let loaded: Client<Paths> | undefined;
  let loading: Promise<Client<Paths>> | undefined;
  const queued: Middleware[] = [];
  const client = () =>
    (loading ??= load().then((created) => {
      created.use(...queued);
      loaded = created;
      return created;
    }));
  const lazy: Record<string, unknown> = {
    use(...middleware: Middleware[]) {
      if (loaded) loaded.use(...middleware);
      else queued.push(...middleware);
    },
    eject(...middleware: Middleware[]) {
      if (loaded) loaded.eject(...middleware);
      else
        for (const m of middleware) {
          const index = queued.indexOf(m);
          if (index !== -1) queued.splice(index, 1);
        }
    },
  };
  for (const name of CALLS) {
    lazy[name] = async (...args: unknown[]) => ((loaded ?? (await client()))[name] as Call)(...args);
  }
  return lazy as unknown as Client<Paths>;
}
