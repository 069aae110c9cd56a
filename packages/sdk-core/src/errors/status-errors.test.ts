import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from './api-error';
import { createStatusErrors } from './status-errors';

class StyleXApiError extends ApiError<string> {
  override readonly name: string = 'StyleXApiError';
}

const init = (headers: HeadersInit = {}): ApiErrorInit<string> => ({
  code: 'X',
  status: 400,
  message: 'm',
  requestId: null,
  method: 'GET',
  path: '/v1/x',
  headers: new Headers(headers),
  body: undefined,
});

const FAMILIES = [
  'BadRequestError',
  'AuthenticationError',
  'PermissionDeniedError',
  'NotFoundError',
  'ConflictError',
  'RateLimitError',
  'InternalServerError',
] as const;

describe('createStatusErrors', () => {
  it('makes one named subclass of the base per family, distinct from each other and per call', () => {
    const errors = createStatusErrors(StyleXApiError);
    const other = createStatusErrors(StyleXApiError);
    expect(errors.ApiError).toBe(StyleXApiError);
    for (const name of FAMILIES) {
      const Class = errors[name];
      const error = new Class(init());
      expect(Class.name).toBe(name);
      expect(error.name).toBe(name);
      expect(error).toBeInstanceOf(StyleXApiError);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).not.toBeInstanceOf(other[name]);
      expect(`${error}`).toBe(`${name}: X: m (GET /v1/x, HTTP 400)`);
      for (const sibling of FAMILIES.filter((n) => n !== name))
        expect(error).not.toBeInstanceOf(errors[sibling]);
    }
  });

  it('gives RateLimitError the wait of its Retry-After, null without one', () => {
    const { RateLimitError, ConflictError } = createStatusErrors(StyleXApiError);
    expect(new RateLimitError(init({ 'retry-after': '7' })).retryAfterMs).toBe(7_000);
    expect(new RateLimitError(init()).retryAfterMs).toBeNull();
    expect('retryAfterMs' in new ConflictError(init({ 'retry-after': '7' }))).toBe(false);
  });
});
