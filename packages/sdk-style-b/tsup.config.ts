import { defineConfig } from 'tsup';
import { sdkBuild } from '../../tsup.base';

// internal/raw-client (openapi-fetch's client) is loaded on the first call of `client.raw`; sdkBuild keeps
// it its own file, and the private core and contracts bundled.
export default defineConfig(
  sdkBuild({
    index: 'src/index.ts',
    'internal/raw-client': 'src/internal/raw-client.ts',
    'internal/tracing': 'src/internal/tracing.ts',
  }),
);
