import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callA, styleAToken } from '../../test/support/style-a-journey';
import { testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { ROLES, type Role } from '../domain/organizations';
import { OPERATION_ROLES } from './operation-roles';

// The role x operation matrix of issue 5, generated from the one table the routes enforce (itself checked
// against the spec's x-roles): a role outside an operation's roles gets 403 FORBIDDEN; a role inside never
// does (placeholder ids then answer 404 or 400, as the role check comes before any lookup).
let mock: Mock;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  mock = testMock();
  for (const role of ROLES) tokens.set(role, await styleAToken(mock, role));
});
afterAll(() => mock.close());

const operations = Object.entries(OPERATION_ROLES as Record<string, readonly Role[]>);
const cases = operations.flatMap(([operation, allowed]) =>
  ROLES.map((role) => [operation, role, allowed.includes(role)] as const),
);

describe('Style A role x operation matrix', () => {
  it('covers every protected operation', () => expect(operations.length).toBeGreaterThan(20));

  it.each(cases)('%s as %s (allowed: %s)', async (operation, role, allowed) => {
    const [method = 'GET', template = '/'] = operation.split(' ');
    const path = template.replace(/\{[^}]+\}/g, (name) =>
      name === '{controlId}' ? '999999' : 'x_placeholder',
    );
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const res = await callA(mock, method, path, body, { authorization: `Bearer ${tokens.get(role)}` });
    if (allowed) expect(res.status, `${operation} as ${role}`).not.toBe(403);
    else
      expect(res, `${operation} as ${role}`).toMatchObject({
        status: 403,
        body: { error: { code: 'FORBIDDEN' } },
      });
  });
});
