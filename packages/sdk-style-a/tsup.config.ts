import { defineConfig } from 'tsup';
import { sdkBuild } from '../../tsup.base';

// reveal and internal/raw-client are loaded on first use (`cards.revealPaymentDetails`, `client.raw`);
// sdkBuild keeps every entry its own file, and the private core and contracts bundled.
export default defineConfig(
  sdkBuild({
    index: 'src/index.ts',
    reveal: 'src/reveal.ts',
    widget: 'src/widget.ts',
    'internal/raw-client': 'src/internal/raw-client.ts',
    'internal/tracing': 'src/internal/tracing.ts',
  }),
);
