import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The mock's sources (the end-to-end test) import the verifier by name: its sources, not a build.
  resolve: {
    alias: [
      {
        find: /^@card-issuance\/webhook-verifier$/,
        replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'webhook-verifier',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
