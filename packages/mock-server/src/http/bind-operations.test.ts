import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createClock, createDomainContext, DomainError, isDomainError } from '../domain';
import { bindOperations, type FaceBinding, reply } from './bind-operations';

const ctx = createDomainContext({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });

const operations = {
  getThing: { method: 'GET', path: '/things/{id}', roles: ['ADMIN'] },
  listThings: { method: 'GET', path: '/things/all' },
  makeThing: { method: 'POST', path: '/things', idempotency: 'required' },
} as const;
const schemas = {
  getThing: { path: z.object({ id: z.string().min(2) }) },
  listThings: {},
  makeThing: { body: z.object({ name: z.string() }) },
};
const binding: FaceBinding<{ role: string }> = {
  ctx,
  operations,
  schemas,
  policy: {
    authenticate: (c) => {
      const role = c.req.header('x-role');
      if (!role) throw new DomainError('unauthorized', 'no role');
      return { role };
    },
    authorize: ({ role }, roles) => {
      if (!roles.includes(role)) throw new DomainError('forbidden', `not ${role}`);
    },
    idempotencyScope: (c, caller) => `${caller?.role}:${c.req.path}`,
    issueRule: () => undefined,
    success: (c, data, { status = 200 }) => c.json({ data }, status),
  },
};

function app(handlers: Record<string, unknown>) {
  const routes = new Hono();
  bindOperations(routes, binding, handlers);
  routes.onError((error, c) =>
    c.json({ kind: isDomainError(error) ? error.kind : 'internal', message: error.message }, 400),
  );
  return routes;
}

const handlers = {
  getThing: ({ id }: { id: string }) => ({ id }),
  listThings: () => reply(['a'], { status: 201 }),
  makeThing: ({ name }: { name: string }) => reply({ name, made: Math.random() }, { status: 201 }),
};

describe('bindOperations', () => {
  it('refuses a table operation without a handler, and a handler without an operation', () => {
    const { makeThing: _, ...missing } = handlers;
    expect(() => app(missing)).toThrow(/operations without a handler: makeThing/);
    expect(() => app({ ...handlers, dropThing: () => null })).toThrow(
      /handlers without an operation: dropThing/,
    );
  });

  it('authenticates, checks the roles, validates, and answers the envelope with the reply status', async () => {
    const routes = app(handlers);
    expect((await routes.request('/things/ab')).status).toBe(400);
    expect(await (await routes.request('/things/ab', { headers: { 'x-role': 'USER' } })).json()).toEqual({
      kind: 'forbidden',
      message: 'not USER',
    });
    const bad = await routes.request('/things/a', { headers: { 'x-role': 'ADMIN' } });
    expect(await bad.json()).toMatchObject({ kind: 'invalid' });
    const good = await routes.request('/things/ab', { headers: { 'x-role': 'ADMIN' } });
    expect(await good.json()).toEqual({ data: { id: 'ab' } });
  });

  it('registers literal paths before parameterised ones', async () => {
    const res = await app(handlers).request('/things/all', { headers: { 'x-role': 'USER' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: ['a'] });
  });

  it('runs an operation with an idempotency mode under its key, replaying the first answer', async () => {
    const routes = app(handlers);
    const headers = { 'x-role': 'USER', 'content-type': 'application/json' };
    const keyless = await routes.request('/things', { method: 'POST', headers, body: '{"name":"n"}' });
    expect(await keyless.json()).toMatchObject({ kind: 'invalid' });
    const key = { ...headers, 'idempotency-key': '5f0c6d38-0d6b-4d52-9d6a-2f1b9d0f4c11' };
    const first = await routes.request('/things', { method: 'POST', headers: key, body: '{"name":"n"}' });
    const again = await routes.request('/things', { method: 'POST', headers: key, body: '{"name":"n"}' });
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('finds what `locate` names first (its 404 wins), and hands it to the handler', async () => {
    const routes = app({
      ...handlers,
      getThing: {
        locate: {
          run: ({ id }: { id: string }) => {
            if (id !== 'ab') throw new DomainError('not_found', `no thing ${id}`);
            return { id, found: true };
          },
        },
        handle: (_input: unknown, { located }: { located: unknown }) => located,
      },
    });
    const headers = { 'x-role': 'ADMIN' };
    expect(await (await routes.request('/things/zz', { headers })).json()).toMatchObject({
      kind: 'not_found',
    });
    expect(await (await routes.request('/things/ab', { headers })).json()).toEqual({
      data: { id: 'ab', found: true },
    });
  });

  it('refuses an operation served by a handler that does not exist', () => {
    expect(() => app({ ...handlers, listThings: { servedBy: 'nothing' } })).toThrow(
      /served by unknown nothing/,
    );
  });
});
