import { defineProject } from 'vitest/config';

// Each package's suite stands alone: it reaches other packages by name, never by a relative path into
// their src/ or test/.
export default defineProject({
  test: {
    name: 'package-boundaries',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
  },
});
