import { afterEach } from 'vitest';
import { takeContractViolations } from './contract-fetch';

// A contract project's setupFiles entry: the test that caused a violation fails, naming the request.
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0)
    throw new Error(`Prism reported ${violations.length} contract violation(s):\n${violations.join('\n')}`);
});
