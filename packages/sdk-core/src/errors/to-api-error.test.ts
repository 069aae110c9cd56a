import { describe, expect, it } from 'vitest';
import type { OperationDef } from '../operations/operation-def';
import { readBody } from '../operations/read-body';
import { ApiError } from './api-error';
import type { ApiErrorClasses } from './status-errors';
import { errorClassFor, INVALID_RESPONSE, toApiError } from './to-api-error';

class Base extends ApiError<string> {
  override readonly name: string = 'Base';
}
const family = (name: string) =>
  class extends Base {
    override readonly name: string = name;
  };
const CLASSES: ApiErrorClasses<Base> = {
  ApiError: Base,
  BadRequestError: family('BadRequestError'),
  AuthenticationError: family('AuthenticationError'),
  PermissionDeniedError: family('PermissionDeniedError'),
  NotFoundError: family('NotFoundError'),
  ConflictError: family('ConflictError'),
  RateLimitError: family('RateLimitError'),
  InternalServerError: family('InternalServerError'),
};
const op: OperationDef = { method: 'GET', path: '/v1/cards/{id}' };

async function errorOf(response: Response, envelope: { code?: unknown; message?: unknown } = {}) {
  return toApiError(op, { response, ...(await readBody(response)) }, envelope, CLASSES);
}

describe('errorClassFor', () => {
  it.each([
    [400, 'BadRequestError'],
    [422, 'BadRequestError'],
    [401, 'AuthenticationError'],
    [403, 'PermissionDeniedError'],
    [404, 'NotFoundError'],
    [409, 'ConflictError'],
    [429, 'RateLimitError'],
    [500, 'InternalServerError'],
    [502, 'InternalServerError'],
    [599, 'InternalServerError'],
    [405, 'Base'],
    [408, 'Base'],
    [200, 'Base'],
  ])('HTTP %i is a %s', (status, name) => {
    expect(new (errorClassFor(status, CLASSES))({} as never).name).toBe(name);
  });
});

describe('toApiError', () => {
  it('turns a success that is not JSON into INVALID_RESPONSE, with the page kept and quoted', async () => {
    const page = `<html><head><title>Sign in - Corp Proxy</title></head><body>${'x'.repeat(10_000)}</body></html>`;
    const error = await errorOf(
      new Response(page, { headers: { 'content-type': 'text/html', 'request-id': 'req_1' } }),
    );
    expect(error).toBeInstanceOf(Base);
    expect(error).toMatchObject({
      code: INVALID_RESPONSE,
      status: 200,
      requestId: 'req_1',
      method: 'GET',
      path: '/v1/cards/{id}',
    });
    expect(error.message).toBe(
      'INVALID_RESPONSE: HTTP 200, a body that is not JSON: "Sign in - Corp Proxy" (GET /v1/cards/{id}, HTTP 200)',
    );
    expect(error.body).toBe(page.slice(0, 4096));
    expect(error.headers.get('content-type')).toBe('text/html');
  });

  it('keeps the body of an HTML 502 and quotes its text', async () => {
    const page =
      '<html><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    const error = await errorOf(new Response(page, { status: 502, statusText: 'Bad Gateway' }));
    expect(error.name).toBe('InternalServerError');
    expect(error).toMatchObject({ code: '502', status: 502, body: page });
    expect(error.message).toBe(
      '502: HTTP 502 Bad Gateway, a body that is not JSON: "502 Bad Gateway nginx" (GET /v1/cards/{id}, HTTP 502)',
    );
  });

  it("takes the envelope's code and message, and the answer's headers", async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'card not found' } };
    const error = await errorOf(
      Response.json(body, { status: 404, headers: { 'x-trace': 't' } }),
      body.error,
    );
    expect(error.name).toBe('NotFoundError');
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, body, requestId: null });
    expect(error.message).toBe('NOT_FOUND: card not found (GET /v1/cards/{id}, HTTP 404)');
    expect(error.headers.get('x-trace')).toBe('t');
  });

  it('falls back to the status, or INVALID_RESPONSE for a success without the envelope', async () => {
    expect(await errorOf(new Response(null, { status: 503 }))).toMatchObject({
      code: '503',
      message: '503: HTTP 503 (GET /v1/cards/{id}, HTTP 503)',
    });
    expect(await errorOf(Response.json({}), { code: 42 })).toMatchObject({
      code: INVALID_RESPONSE,
      message: 'INVALID_RESPONSE: HTTP 200 without the expected envelope (GET /v1/cards/{id}, HTTP 200)',
    });
  });
});
