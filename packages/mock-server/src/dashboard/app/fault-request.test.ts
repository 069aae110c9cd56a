import { describe, expect, it } from 'vitest';
import { call, testMock } from '../../../test/support/test-mock';
import {
  effectFields,
  FAULT_FIELD_INPUTS,
  type FaultFormFields,
  faultEffectText,
  faultMatchText,
  faultRequestOf,
  faultUsesText,
  refusedInput,
} from './fault-request';

const fields = (overrides: Partial<FaultFormFields> = {}): FaultFormFields => ({
  style: 'b',
  method: '',
  path: '',
  effect: '429',
  retryAfterSeconds: '',
  delayMs: '15000',
  count: '1',
  ...overrides,
});

describe('the fault form', () => {
  it('makes the body of POST /_mock/faults, leaving out what was left empty', () => {
    expect(
      faultRequestOf(
        fields({ method: 'POST', path: ' /v1/budget-card ', retryAfterSeconds: '2', count: '3' }),
      ),
    ).toEqual({
      match: { style: 'b', method: 'POST', path: '/v1/budget-card' },
      count: 3,
      effect: { type: 'status', status: 429, retryAfterSeconds: 2 },
    });
    expect(faultRequestOf(fields({ style: '', effect: '503' }))).toEqual({
      match: {},
      count: 1,
      effect: { type: 'status', status: 503 },
    });
    // Retry-After goes with 429 and 503 only, the delay with a timeout only, whatever the hidden fields hold.
    expect(faultRequestOf(fields({ effect: '500', retryAfterSeconds: '5' })).effect).toEqual({
      type: 'status',
      status: 500,
    });
    expect(faultRequestOf(fields({ style: 'a', path: '/v1/cards/*', effect: 'timeout' }))).toEqual({
      match: { style: 'a', path: '/v1/cards/*' },
      count: 1,
      effect: { type: 'timeout', delayMs: 15000 },
    });
    expect(faultRequestOf(fields({ effect: 'network-error', retryAfterSeconds: '2' })).effect).toEqual({
      type: 'network-error',
    });
    expect(effectFields('429')).toEqual({ retryAfter: true, delay: false });
    expect(effectFields('500')).toEqual({ retryAfter: false, delay: false });
    expect(effectFields('timeout')).toEqual({ retryAfter: false, delay: true });
  });

  it('sends what was typed, so the control API refuses it with its own message, naming the field', async () => {
    const mock = testMock();
    try {
      const refusals: Array<[Partial<FaultFormFields>, string]> = [
        [{ count: '' }, 'count is required'],
        [{ count: '0' }, 'count must be at least 1'],
        [{ path: 'v1/card-list' }, 'match.path must match'],
        [{ retryAfterSeconds: '9999' }, 'effect.retryAfterSeconds must be at most 3600'],
        [{ effect: 'timeout', delayMs: '' }, 'effect.delayMs is required'],
      ];
      for (const [typed, message] of refusals) {
        const answer = await call(mock, 'POST', '/_mock/faults', faultRequestOf(fields(typed)));
        const error = (answer.body as { error: { code: string; message: string } }).error;
        expect(answer.status, JSON.stringify(typed)).toBe(400);
        expect(error.message).toContain(message);
        // The page shows the control client's error, `CODE: message (operation, HTTP status)`.
        const input = refusedInput(`${error.code}: ${error.message} (POST /faults, HTTP 400)`);
        expect(input).toBe(FAULT_FIELD_INPUTS[message.split(' ')[0] as string]);
      }
      expect(refusedInput('NOT_FOUND: no fault flt_1 (DELETE /faults/{faultId}, HTTP 404)')).toBeUndefined();
      expect((await call(mock, 'GET', '/_mock/faults')).body).toEqual({ data: { items: [] } });
    } finally {
      mock.close();
    }
  });
});

describe('a listed fault, in words', () => {
  it('says what it matches, what it does and how many calls it has left', () => {
    expect(faultMatchText({ style: 'b', method: 'POST', path: '/v1/cards/*' })).toBe(
      'Style B sandbox · POST /v1/cards/*',
    );
    expect(faultMatchText({ style: 'a', method: 'GET' })).toBe('Style A · GET, any path');
    expect(faultMatchText({ style: 'b-production', path: '/v1/*' })).toBe(
      'Style B production · any method, /v1/*',
    );
    expect(faultMatchText({})).toBe('Any face · every call');
    expect(faultEffectText({ type: 'status', status: 429, retryAfterSeconds: 1 })).toBe(
      '429, Retry-After 1 s',
    );
    expect(faultEffectText({ type: 'status', status: 500 })).toBe('500');
    expect(faultEffectText({ type: 'timeout', delayMs: 15000 })).toBe('Timeout, held 15000 ms');
    expect(faultEffectText({ type: 'network-error' })).toBe('Network error');
    expect(faultUsesText({ count: 2, remaining: 1 })).toBe('1 of 2 calls left');
    expect(faultUsesText({ count: 1, remaining: 1 })).toBe('1 of 1 call left');
    expect(faultUsesText({ count: 1, remaining: 0 })).toBe('Used up (1 call)');
  });
});
