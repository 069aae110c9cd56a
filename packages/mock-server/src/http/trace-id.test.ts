import { describe, expect, it } from 'vitest';
import { traceIdOf } from './trace-id';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('traceIdOf', () => {
  it('reads the trace id of a valid traceparent', () => {
    expect(traceIdOf(`00-${TRACE}-00f067aa0ba902b7-01`)).toBe(TRACE);
    expect(traceIdOf(`01-${TRACE}-00f067aa0ba902b7-00-extra`)).toBe(TRACE);
  });

  it('is null for an absent, malformed or invalid header', () => {
    expect(traceIdOf(null)).toBeNull();
    expect(traceIdOf('garbage')).toBeNull();
    expect(traceIdOf(`00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`)).toBeNull();
    expect(traceIdOf(`00-${'0'.repeat(32)}-00f067aa0ba902b7-01`)).toBeNull();
    expect(traceIdOf(`00-${TRACE}-${'0'.repeat(16)}-01`)).toBeNull();
    expect(traceIdOf(`ff-${TRACE}-00f067aa0ba902b7-01`)).toBeNull();
    expect(traceIdOf(`00-${TRACE}-00f067aa0ba902b7-01-extra`)).toBeNull();
  });
});
