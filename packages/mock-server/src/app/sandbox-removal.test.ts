import { afterEach, describe, expect, it } from 'vitest';
import { sandboxStores } from '../../test/support/sandbox-stores';
import { createMock, type Mock } from './create-mock';
import type { MockConfig } from './mock-config';

// Deleting a sandbox ends its work: a call it was still serving (held by a timeout fault here) answers 404
// in its face's envelope, never a success that reports what went with the sandbox; in both URL forms, in
// memory and with --data-dir.

type Json = Record<string, unknown>;
let mock: Mock | undefined;
const stores = sandboxStores('sandbox-removal-');
afterEach(() => {
  mock?.close();
  mock = undefined;
  stores.cleanup();
});

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

describe.each(Object.entries(stores.forms))('a sandbox removed during a call (%s)', (_name, store) => {
  it.each([
    ['its path form', (sandbox: MockConfig) => sandbox.styleB.baseUrl],
    ['the usual base URL', (_sandbox: MockConfig, own: MockConfig) => own.styleB.baseUrl],
  ])('answers 404 in the face envelope at %s', async (_form, baseOf) => {
    mock = createMock(store());
    const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
    const sandbox = ((await created.json()) as { data: MockConfig }).data;
    const base = baseOf(sandbox, mock.config());
    const { clientId, clientSecret } = sandbox.styleB;
    const authorized = await mock.fetch(`${base}/v1/oauth/authorize?clientId=${clientId}`);
    const { code } = ((await authorized.json()) as { data: { code: string } }).data;
    const fault = await mock.fetch(
      `${sandbox.controlUrl}/faults`,
      json({
        match: { style: 'b', path: '/v1/oauth/access-token' },
        count: 1,
        effect: { type: 'timeout', delayMs: 50 },
      }),
    );
    expect(fault.status).toBe(201);

    const held = mock.fetch(`${base}/v1/oauth/access-token`, json({ clientId, clientSecret, code }));
    const removed = await mock.fetch(sandbox.controlUrl, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const answer = await held;
    expect(answer.status).toBe(404);
    const body = (await answer.json()) as Json;
    expect(body).toMatchObject({ code: '40404' });
    expect(body.data).toBeUndefined();
  });
});
