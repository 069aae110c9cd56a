import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { boundOperation, createBinder } from './create-binder';
import type { Runner } from './create-core-client';
import type { OperationDef } from './operation-def';
import type { StylePolicy } from './style-policy';

const freeze: OperationDef = { method: 'POST', path: '/v1/cards/{cardId}/freeze', idempotency: 'optional' };
const list: OperationDef = { method: 'GET', path: '/v1/cards' };

// A runner that answers what it was sent, so each step of the policy can be seen in the result.
const echo: Runner = async (op, parts) => ({
  response: new Response(null, { status: op.path === '/fail' ? 404 : 200 }),
  body: { envelope: { sent: parts } },
  nonJson: false,
  idempotencyKey: op.idempotency ? 'k-1' : null,
});

class StyleXApiError extends ApiError<string> {}
class NotFoundError extends StyleXApiError {}

const policy: Pick<StylePolicy, 'errors' | 'prepare' | 'failure' | 'unwrap'> = {
  errors: {
    ApiError: StyleXApiError,
    BadRequestError: StyleXApiError,
    AuthenticationError: StyleXApiError,
    PermissionDeniedError: StyleXApiError,
    NotFoundError,
    ConflictError: StyleXApiError,
    RateLimitError: StyleXApiError,
    InternalServerError: StyleXApiError,
  },
  prepare: (_op, parts) => ({ ...parts, body: { ...(parts.body as object), added: true } }),
  failure: (_op, answer) => (answer.response.ok ? undefined : { code: 'NOPE', message: 'refused' }),
  unwrap: (_op, answer, sent) => ({
    data: (answer.body as { envelope: unknown }).envelope,
    sentBody: sent.body,
  }),
};

describe('createBinder', () => {
  it("binds with the calling convention and sends through the style's prepare, failure and unwrap", async () => {
    const binder = createBinder(echo, policy);
    const method = binder.bind<(id: string, params: object) => Promise<unknown>>(freeze);
    expect(await method('c-1', { accountId: 'a-1' })).toEqual({
      sent: { path: { cardId: 'c-1' }, body: { accountId: 'a-1', added: true } },
    });
    const answered = await binder.send(freeze, { path: { cardId: 'c-2' } }).withResponse();
    expect(answered).toMatchObject({ idempotencyKey: 'k-1', sentBody: { added: true }, replayed: false });
    const refused = binder.send({ method: 'GET', path: '/fail' }, {});
    await expect(refused).rejects.toBeInstanceOf(NotFoundError);
    await expect(refused).rejects.toMatchObject({ code: 'NOPE', status: 404 });
  });

  it('names the operation of every method it binds, and of no other function', () => {
    const binder = createBinder(echo, policy);
    const walk = binder.bindWith(list, (send) => () => send({ query: {} }));
    expect(boundOperation(binder.bind(freeze))).toBe(freeze);
    expect(boundOperation(walk)).toBe(list);
    expect(boundOperation(() => {})).toBeUndefined();
    expect(boundOperation('freeze')).toBeUndefined();
  });
});
