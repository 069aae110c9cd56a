import { expect } from 'vitest';
import { contractProblems } from './contract';
import { EXPECTED_CODES, type JourneyStep } from './style-b-full-journey';

/** Every step answers 000000 except the documented no-ops and errors the journey provokes. */
export function expectJourney(steps: JourneyStep[]): void {
  expect(steps.flatMap((s) => contractProblems(s.method, s.path, s.status, s.body))).toEqual([]);
  for (const step of steps) {
    expect(step.code, step.name).toBe(EXPECTED_CODES[step.name] ?? '000000');
    expect(step.requestId, step.name).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect(steps.find((s) => s.name === 'delete')?.code).toBe('000000');
}
