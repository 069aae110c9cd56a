import * as api from '@opentelemetry/api';
import { describe, expect, it, vi } from 'vitest';
import type { OperationDef } from '../operations/operation-def';
import { CallTracing } from './call-tracing';
import type { OpenTelemetry } from './load-open-telemetry';
import type { TracingModule } from './open-telemetry';

const getCard: OperationDef = { method: 'GET', path: '/v1/cards/{id}' };
const other: OperationDef = { method: 'GET', path: '/v1/programs' };

function tracingFile() {
  const startCallTrace = vi.fn<TracingModule['startCallTrace']>(() => undefined);
  const load = vi.fn(async (): Promise<TracingModule> => ({ startCallTrace, operations: { getCard } }));
  return { load, startCallTrace };
}

const absent = async () => null;
const present = async () => api as OpenTelemetry;

describe('CallTracing', () => {
  it('loads no tracing file without OpenTelemetry when nothing reads the names', async () => {
    const { load, startCallTrace } = tracingFile();
    const tracing = new CallTracing(load, false, absent);
    await tracing.ready();
    expect(tracing.ready()).toBeUndefined(); // later calls do not wait
    expect(load).not.toHaveBeenCalled();
    expect(tracing.operationOf(getCard)).toEqual({ id: undefined, path: '/v1/cards/{id}' });
    expect(tracing.start(getCard, undefined, {})).toBeUndefined();
    expect(startCallTrace).not.toHaveBeenCalled();
  });

  it('loads the names, not the spans, for a logger or hook without OpenTelemetry', async () => {
    const { load, startCallTrace } = tracingFile();
    const tracing = new CallTracing(load, true, absent);
    await tracing.ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(tracing.operationOf(getCard).id).toBe('getCard');
    expect(tracing.operationOf(other).id).toBeUndefined();
    tracing.start(getCard, 'getCard', {});
    expect(startCallTrace).not.toHaveBeenCalled();
  });

  it('loads the tracing file once with OpenTelemetry and starts each call’s span through it', async () => {
    const { load, startCallTrace } = tracingFile();
    const tracing = new CallTracing(load, false, present);
    await Promise.all([tracing.ready(), tracing.ready()]);
    expect(load).toHaveBeenCalledTimes(1);
    tracing.start(getCard, 'getCard', { a: 'b' });
    expect(startCallTrace).toHaveBeenCalledWith(api, getCard, 'getCard', { a: 'b' });
  });

  it('goes on untraced when the tracing file fails to load', async () => {
    const tracing = new CallTracing(() => Promise.reject(new Error('offline')), true, present);
    await tracing.ready();
    expect(tracing.operationOf(getCard).id).toBeUndefined();
    expect(tracing.start(getCard, undefined, {})).toBeUndefined();
  });
});
