import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getA, styleAToken } from '../../../test/support/style-a-journey';
import { testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { isDomainError } from '../../domain';
import { type Caller, ROLES, type Role, requireInScope, requireRole } from '../../domain/organizations';
import { CODE_STATUS, mapDomainError } from '../error-codes';
import { OPERATION_ROLES } from '../operation-roles';

type Json = Record<string, unknown>;
const spec = parse(
  readFileSync(fileURLToPath(new URL('../../../../../specs/style-a.openapi.yaml', import.meta.url)), 'utf8'),
) as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const xRoles = (method: string, path: string) => spec.paths[path]?.[method.toLowerCase()]?.['x-roles'];

let mock: Mock;
afterEach(() => mock?.close());

// The seeded reseller's tree; the second, unrelated reseller (seeded to try isolation) is left out.
const organizations = (m: Mock) => {
  const all = [
    ...m.ctx.storage.collection<{ id: string; parentId: string | null }>('a.organizations').values(),
  ];
  const reseller = all.find((o) => o.parentId === null);
  return all.filter((o) => o.id === reseller?.id || o.parentId === reseller?.id);
};

describe('GET /v1/organizations', () => {
  it("shows a child organization's key its own organization only", async () => {
    mock = testMock();
    const child = organizations(mock).find((o) => o.parentId !== null);
    for (const role of ROLES.filter((r) => r !== 'RESELLER_ADMIN')) {
      const res = await getA(mock, await styleAToken(mock, role), '/v1/organizations');
      expect(res.body.data, role).toEqual({
        items: [expect.objectContaining({ id: child?.id, parent_id: expect.any(String) })],
        next_cursor: null,
      });
    }
  });

  it('shows a RESELLER_ADMIN its organization and its child organization, paginated by cursor', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'RESELLER_ADMIN');
    const all = await getA(mock, token, '/v1/organizations');
    const ids = organizations(mock)
      .map((o) => o.id)
      .sort();
    expect((all.body.data as { items: Array<{ id: string }> }).items.map((o) => o.id)).toEqual(ids);
    const first = (await getA(mock, token, '/v1/organizations?limit=1')).body.data as Json;
    expect(first).toMatchObject({ items: [{ id: ids[0] }], next_cursor: expect.any(String) });
    const second = await getA(mock, token, `/v1/organizations?limit=1&cursor=${first.next_cursor}`);
    expect(second.body.data).toMatchObject({ items: [{ id: ids[1] }], next_cursor: null });
  });

  it('rejects an out-of-range limit and a foreign cursor with INVALID_REQUEST', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'RESELLER_ADMIN');
    const programCursor = Buffer.from('prg_0000').toString('base64url');
    for (const query of ['limit=0', 'limit=101', 'limit=abc', `cursor=${programCursor}`, 'cursor=%25%25']) {
      const res = await getA(mock, token, `/v1/organizations?${query}`);
      expect(res, query).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    }
  });
});

describe('GET /v1/programs', () => {
  it('lists one PREPAID and one CREDIT program per organization in scope', async () => {
    mock = testMock();
    const child = organizations(mock).find((o) => o.parentId !== null);
    const ofChild = (await getA(mock, await styleAToken(mock, 'AUDITOR'), '/v1/programs')).body.data as {
      items: Json[];
    };
    expect(ofChild.items.map((p) => [p.organization_id, p.funding]).sort()).toEqual([
      [child?.id, 'CREDIT'],
      [child?.id, 'PREPAID'],
    ]);
    const reseller = (await getA(mock, await styleAToken(mock, 'RESELLER_ADMIN'), '/v1/programs')).body
      .data as { items: Json[] };
    expect(reseller.items).toHaveLength(4);
    expect(reseller.items).toEqual(expect.arrayContaining(ofChild.items));
  });
});

describe('roles', () => {
  it('admits, per operation, exactly the roles of the spec x-roles', () => {
    for (const [operation, roles] of Object.entries(OPERATION_ROLES)) {
      const [method = '', path = ''] = operation.split(' ');
      expect([...roles].sort(), operation).toEqual([...(xRoles(method, path) as Role[])].sort());
    }
  });

  it('refuses SUPPORT and AUDITOR on a write with 403 FORBIDDEN (requireRole, x-roles of POST /v1/cards)', () => {
    const writers = xRoles('POST', '/v1/cards') as Role[];
    expect(writers.length).toBeGreaterThan(0);
    for (const role of ROLES) {
      const caller: Caller = { keyPrefix: 'key_x', role, organizationId: 'org_x', scope: ['org_x'] };
      let failure: ReturnType<typeof mapDomainError> | undefined;
      try {
        requireRole(caller, writers);
      } catch (error) {
        if (isDomainError(error)) failure = mapDomainError(error);
      }
      if (role === 'SUPPORT' || role === 'AUDITOR') {
        expect(failure, role).toEqual({ status: 403, code: 'FORBIDDEN' });
      } else {
        expect(failure, role).toBeUndefined();
      }
    }
  });

  it('answers NOT_FOUND, never FORBIDDEN, outside the caller scope', () => {
    const caller: Caller = {
      keyPrefix: 'key_x',
      role: 'ORG_ADMIN',
      organizationId: 'org_a',
      scope: ['org_a'],
    };
    expect(() => requireInScope(caller, 'org_a', 'card card_1')).not.toThrow();
    try {
      requireInScope(caller, 'org_b', 'card card_1');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error) && mapDomainError(error)).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('the error catalogue', () => {
  it('gives every code the HTTP status its spec description names', () => {
    const errorCode = spec.components.schemas.ErrorCode as { enum: string[]; 'x-enumDescriptions': Json };
    expect(Object.keys(CODE_STATUS).sort()).toEqual([...errorCode.enum].sort());
    for (const code of errorCode.enum) {
      const described = String(errorCode['x-enumDescriptions'][code]).match(/^HTTP (\d{3})/)?.[1];
      expect(CODE_STATUS[code as keyof typeof CODE_STATUS], code).toBe(Number(described));
    }
  });
});
