export { expect } from 'vitest';
export { type SandboxFixtures, test } from './sandbox-test';
