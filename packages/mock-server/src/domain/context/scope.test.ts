import { describe, expect, it } from 'vitest';
import { partnerTenants, reachable, type TenantRecord } from './scope';

const card: TenantRecord = { style: 'b', tenantId: 'prog_1', environment: 'sandbox' };

describe('one tenancy scope for the shared records', () => {
  it('reaches a record of its style, in one of its tenants, in its environment, and nothing else', () => {
    const scope = partnerTenants({ programId: 'prog_1', environment: 'sandbox' });
    expect(reachable(card, 'b', scope)).toBe(true);
    expect(reachable(card, 'a', scope)).toBe(false);
    expect(reachable(card, 'b', { ...scope, environment: 'production' })).toBe(false);
    expect(reachable(card, 'b', { tenantIds: ['prog_2'], environment: 'sandbox' })).toBe(false);
    expect(reachable(undefined, 'b', scope)).toBe(false);
    // A Style A caller reaches several organizations (a reseller and its children, A-11).
    const organizations = { tenantIds: ['org_parent', 'org_child'], environment: 'sandbox' as const };
    expect(reachable({ ...card, style: 'a', tenantId: 'org_child' }, 'a', organizations)).toBe(true);
  });
});
