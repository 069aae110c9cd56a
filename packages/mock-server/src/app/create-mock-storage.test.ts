import { afterEach, describe, expect, it } from 'vitest';
import { call, styleBToken, T0 } from '../../test/support/test-mock';
import { createClock, createMemoryStorage, type Storage } from '../domain';
import { createMock, type Mock } from './create-mock';

let mocks: Mock[] = [];
afterEach(() => {
  for (const mock of mocks) mock.close();
  mocks = [];
});

function open(storage: Storage, options: Parameters<typeof createMock>[0] = {}): Mock {
  const mock = createMock({ storage, ...options });
  mocks.push(mock);
  return mock;
}

async function registerWithPendingKyc(mock: Mock, email: string): Promise<string> {
  const auth = { 'x-access-token': await styleBToken(mock) };
  const registered = await call(
    mock,
    'POST',
    '/style-b/v1/accounts/register',
    { name: 'Ann Lee', email, parentAccountId: mock.seeded.styleB.parentAccountId },
    auth,
  );
  const accountId = (registered.body.data as { accountId: string }).accountId;
  await call(
    mock,
    'POST',
    `/style-b/v1/accounts/${accountId}/kyc`,
    { sourceType: 'veritas', veritasShareToken: `tok-${email}` },
    auth,
  );
  return accountId;
}

async function kycStatus(mock: Mock, accountId: string): Promise<string> {
  const auth = { 'x-access-token': await styleBToken(mock) };
  const detail = await call(mock, 'GET', `/style-b/v1/accounts/cdd/detail/${accountId}`, undefined, auth);
  return (detail.body.data as { kyc: { status: string } }).kyc.status;
}

describe('createMock({ storage })', () => {
  it('reopens the sandbox a store holds: credentials, records, clock and pending jobs; reset goes to its seed', async () => {
    const storage = createMemoryStorage();
    const first = open(storage, { clock: createClock({ frozenAt: T0 }), seed: 'kept' });
    const accountId = await registerWithPendingKyc(first, 'ann@example.com');
    first.clock.advance(1_000);
    first.close();

    // A new process: no clock given, so the stored one comes back, frozen where it stood.
    const second = open(storage, { seed: 'kept' });
    expect(second.seeded).toEqual(first.seeded);
    expect(second.clock.frozen).toBe(true);
    expect(second.clock.now()).toBe(T0 + 1_000);
    expect(await kycStatus(second, accountId)).toBe('PENDING');
    second.clock.advance(1_000); // the KYC decision, a stored job, still falls due
    expect(await kycStatus(second, accountId)).toBe('APPROVED');
    // Ids drawn after the restart continue the seeded stream instead of repeating it.
    const other = await registerWithPendingKyc(second, 'bob@example.com');
    expect(other).not.toBe(accountId);

    second.reset();
    const auth = { 'x-access-token': await styleBToken(second) };
    const gone = await call(second, 'GET', `/style-b/v1/accounts/cdd/detail/${accountId}`, undefined, auth);
    expect(gone.status).toBe(404);
    expect(second.seeded).toEqual(first.seeded);
  });

  it('seeds a store once: a clock passed in wins over the stored one', () => {
    const storage = createMemoryStorage();
    const first = open(storage, { clock: createClock({ frozenAt: T0 }) });
    const second = open(storage, { clock: createClock({ frozenAt: T0 + 5_000 }) });
    expect(second.seeded).toEqual(first.seeded);
    expect(second.clock.now()).toBe(T0 + 5_000);
  });

  it('refuses a request log window that is not a positive integer', () => {
    expect(() => createMock({ limits: { requestLog: 0 } })).toThrow(RangeError);
  });
});
