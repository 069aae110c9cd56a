import { describe, expect, it } from 'vitest';
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent } from './traceparent';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('parseTraceparent', () => {
  it('reads the ids and the sampled flag of a valid header, a later version with more fields too', () => {
    expect(parseTraceparent(`00-${TRACE}-00f067aa0ba902b7-01`)).toEqual({
      traceId: TRACE,
      spanId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(parseTraceparent(`01-${TRACE}-00f067aa0ba902b7-00-extra`)?.sampled).toBe(false);
  });

  it('is null for an absent, malformed or invalid header', () => {
    for (const header of [
      null,
      undefined,
      '',
      'garbage',
      `00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `ff-${TRACE}-00f067aa0ba902b7-01`,
      `00-${TRACE}-00f067aa0ba902b7-01-extra`,
    ]) {
      expect(parseTraceparent(header)).toBeNull();
    }
  });
});

describe('formatTraceparent and new ids', () => {
  it('writes a version 00 header that reads back the same', () => {
    const parent = { traceId: newTraceId(), spanId: newSpanId(), sampled: true };
    expect(parent.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(parent.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(parseTraceparent(formatTraceparent(parent))).toEqual(parent);
    expect(formatTraceparent({ ...parent, sampled: false }).endsWith('-00')).toBe(true);
    expect(newTraceId()).not.toBe(parent.traceId);
  });
});
