import { describe, expect, it } from 'vitest';
import { bindOperation } from './bind-operation';
import type { OperationDef } from './operation-def';

const echo = (op: OperationDef, parts: unknown, options?: unknown) => ({ op: op.path, parts, options });

describe('bindOperation', () => {
  it('takes (id, params?, options?) on one resource: params are the body of a POST', () => {
    const freeze = bindOperation({ method: 'POST', path: '/v1/cards/{cardId}/freeze' }, echo);
    expect(freeze('c-1', { accountId: 'a-1' }, { maxRetries: 0 })).toEqual({
      op: '/v1/cards/{cardId}/freeze',
      parts: { path: { cardId: 'c-1' }, body: { accountId: 'a-1' } },
      options: { maxRetries: 0 },
    });
    expect(freeze('c-1')).toMatchObject({ parts: { path: { cardId: 'c-1' } } });
  });

  it('takes (params?, options?) without a path id: params are the query of a GET', () => {
    const list = bindOperation({ method: 'GET', path: '/v1/card-list' }, echo);
    expect(list({ accountId: 'a', pageNum: 2 })).toMatchObject({
      parts: { path: {}, query: { accountId: 'a', pageNum: 2 } },
    });
  });

  it('reads path parameters other than the id from params, and a DELETE sends the rest as query', () => {
    const remove = bindOperation(
      { method: 'DELETE', path: '/v1/applicants/{id}/spend-controls/{controlId}' },
      echo,
    );
    expect(remove(7, { id: 'app-1' })).toMatchObject({
      parts: { path: { controlId: 7, id: 'app-1' }, query: {} },
    });
  });

  it('hands the id to the request builder as given (toRequest refuses an empty or dot-segment id)', () => {
    const get = bindOperation({ method: 'GET', path: '/v1/cards/{id}' }, echo);
    expect(get('..')).toMatchObject({ parts: { path: { id: '..' } } });
  });

  it('reads an object of call options alone in the params place as the options (`get(id, { signal })`)', () => {
    const get = bindOperation({ method: 'GET', path: '/v1/cards/{id}' }, echo);
    const signal = new AbortController().signal;
    expect(get('c1', { signal, maxRetries: 0 })).toMatchObject({
      parts: { path: { id: 'c1' } },
      options: { signal, maxRetries: 0 },
    });
    const list = bindOperation({ method: 'GET', path: '/v1/cards' }, echo);
    expect(list({ limit: 5, signal })).toMatchObject({ parts: { query: { limit: 5, signal } } });
  });
});
