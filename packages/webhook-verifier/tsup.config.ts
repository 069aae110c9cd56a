import { defineConfig } from 'tsup';
import { BUNDLED_DTS, packageBuild } from '../../tsup.base';

// One entry per environment so the core never pulls a framework; `splitting` shares one copy of the core
// (and so one set of error classes for `instanceof`) between the entries. The event types come from the
// private contracts package (type imports only), inlined into the declarations so the package stays
// self-contained.
export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/adapters/node/index.ts',
      express: 'src/adapters/express/index.ts',
      fastify: 'src/adapters/fastify/index.ts',
      hono: 'src/adapters/hono/index.ts',
      fetch: 'src/adapters/fetch/index.ts',
      // The error classes alone, for the SDKs to re-export without loading the verifier before first use.
      errors: 'src/errors/index.ts',
      // Strict Base64 and hex without Node's Buffer: the workspace's one Base64, which the Style A SDK's
      // reveal uses too.
      encoding: 'src/encoding/index.ts',
      // The shared de-duplication stores: each takes the client the application already has (optional
      // peer dependencies), and none is pulled by the main entry.
      redis: 'src/dedupe/redis/index.ts',
      postgres: 'src/dedupe/postgres/index.ts',
      // The W3C trace-context helpers and the optional OpenTelemetry loader the handlers use (and the mock).
      tracing: 'src/tracing/index.ts',
    },
    { splitting: true, dts: BUNDLED_DTS },
  ),
);
