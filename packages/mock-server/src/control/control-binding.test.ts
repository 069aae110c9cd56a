import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { CONTROL_OPERATIONS } from './control-binding';

let mock: Mock;
let sandboxBase = '';
beforeAll(async () => {
  mock = testMock();
  const made = await call(mock, 'POST', '/_mock/sandboxes', { name: 'binding' });
  sandboxBase = `/sandboxes/${(made.body.data as { id: string }).id}`;
});
afterAll(() => mock.close());

type Answer = Awaited<ReturnType<typeof call>>;
const errorOf = (answer: Answer) => ({ status: answer.status, ...(answer.body.error as object) });

// Both control URLs, the mock's own and a sandbox's, answer every operation alike (bar G-78's). The
// sandbox is made in `beforeAll`, so its base is read when a test runs.
const CONTROL_URLS = ['/_mock', 'a sandbox'];
const controlCall = (where: string) => (method: string, path: string, body?: unknown) =>
  call(mock, method, `${where === 'a sandbox' ? sandboxBase : ''}/_mock${path}`, body).then(errorOf);

const operations = Object.entries(CONTROL_OPERATIONS).map(([id, op]) => ({
  id,
  method: op.method,
  path: op.path,
  // The HAR export answers its document itself, without `{data}`.
  unwrapped: 'unwrapped' in op && op.unwrapped === true,
}));
// Made and listed on the mock's own control URL only, removed on a sandbox's only (G-78).
const OWN_URL_ONLY = new Set(['createSandbox', 'listSandboxes', 'deleteSandbox']);

describe('the control API bound from its generated operations', () => {
  it.each(operations.filter((o) => !OWN_URL_ONLY.has(o.id)))(
    '$method $path answers the same at /_mock and below a sandbox',
    async ({ method, path }) => {
      const filled = path.replace(/\{[^}]+\}/g, 'x');
      const [own, sandbox] = await Promise.all(
        ['', sandboxBase].map((base) => call(mock, method, `${base}/_mock${filled}?notAParameter=1`)),
      );
      expect(errorOf(own as Answer)).toEqual({
        status: 400,
        code: 'INVALID_REQUEST',
        message: 'unknown query parameter notAParameter',
      });
      expect(errorOf(sandbox as Answer)).toEqual(errorOf(own as Answer));
    },
  );

  it('answers the reads with the same shape at both control URLs', async () => {
    const reads = operations.filter((o) => o.method === 'GET' && !o.path.includes('{'));
    for (const { path, id, unwrapped } of reads.filter((o) => !OWN_URL_ONLY.has(o.id))) {
      const [own, sandbox] = await Promise.all(
        ['', sandboxBase].map((base) => call(mock, 'GET', `${base}/_mock${path}`)),
      );
      expect(own?.status, id).toBe(200);
      expect(sandbox?.status, id).toBe(200);
      const shape = (answer: Answer | undefined) =>
        Object.keys((unwrapped ? answer?.body : answer?.body.data) as object).sort();
      expect(shape(sandbox), id).toEqual(shape(own));
    }
  });

  it("keeps the sandbox routes to the mock's own control URL, and removal to a sandbox's (G-78)", async () => {
    expect(errorOf(await call(mock, 'GET', `${sandboxBase}/_mock/sandboxes`))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(errorOf(await call(mock, 'DELETE', '/_mock'))).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('registers no route by hand: every route of src/control comes from the operation table', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    for (const name of sources) {
      const text = readFileSync(new URL(name, dir), 'utf8');
      expect(text, name).not.toMatch(/\bapp\.(get|post|put|patch|delete|on|all)\(/);
    }
  });
});

describe.each(CONTROL_URLS)('path parameters at %s, by their generated schemas', (where) => {
  it('refuses an id of another form with INVALID_REQUEST naming it, and an unknown one with NOT_FOUND', async () => {
    const at = controlCall(where);
    expect(await at('DELETE', '/faults/nope')).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/^faultId must match/),
    });
    expect(await at('DELETE', '/faults/flt_unknown')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await at('GET', '/webhooks/deliveries/dlv_1')).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
    });
    expect(await at('DELETE', '/webhooks/endpoints/whe_unknown')).toMatchObject({ status: 404 });
    expect(await at('POST', `/cards/${'c'.repeat(65)}/freeze`)).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'cardId must be at most 64 characters',
    });
    expect(await at('POST', '/cards/card_unknown/freeze')).toMatchObject({ status: 404 });
    expect(
      await at('POST', '/style-b/accounts/not-a-uuid/kyc-decision', { status: 'APPROVED' }),
    ).toMatchObject({
      status: 400,
      message: 'accountId must be a UUID',
    });
  });
});

describe.each(CONTROL_URLS)('unknown keys at every depth at %s (G-12)', (where) => {
  it('refuses a nested unknown key naming its path, and any body where an operation takes none', async () => {
    const at = controlCall(where);
    const fault = { count: 1, effect: { type: 'status', status: 503 } };
    expect(await at('POST', '/faults', { ...fault, match: { paht: '/v1/cards' } })).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'unknown field match.paht',
    });
    expect(
      await at('POST', '/faults', { ...fault, effect: { type: 'timeout', delayMs: 10, extra: 1 } }),
    ).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'unknown field effect.extra',
    });
    // Named before what else is wrong, as a misspelt key is the likelier mistake.
    expect(await at('POST', '/clock/advance', { ms: -1, milliseconds: 5 })).toMatchObject({
      message: 'unknown field milliseconds',
    });
    expect(await at('POST', '/clock/unfreeze', { now: true })).toMatchObject({
      status: 400,
      message: 'this operation takes no body',
    });
    expect(await at('DELETE', '/faults/flt_unknown', { force: true })).toMatchObject({
      status: 400,
      message: 'this operation takes no body',
    });
  });
});

describe('a nested unknown key in POST /_mock/sandboxes', () => {
  it('is refused with 400 naming settings.bogus', async () => {
    const refused = await call(mock, 'POST', '/_mock/sandboxes', { settings: { bogus: 1 } });
    expect(errorOf(refused)).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'unknown field settings.bogus',
    });
  });
});
