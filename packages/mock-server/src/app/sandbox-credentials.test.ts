import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxStores } from '../../test/support/sandbox-stores';
import { createMock, type Mock } from './create-mock';
import type { MockConfig } from './mock-config';

// A seed makes a sandbox's credentials repeat: two live sandboxes of one seed would share them, and calls
// at the usual base URLs would reach whichever the credential index kept last. The index never overwrites:
// a creation that would collide is refused, naming the reason, in memory and with --data-dir alike.

type Json = Record<string, unknown>;
let mock: Mock | undefined;
const stores = sandboxStores('sandbox-credentials-');
afterEach(() => {
  mock?.close();
  mock = undefined;
  stores.cleanup();
});

async function call(m: Mock, method: string, path: string, body?: Json) {
  const response = await m.fetch(`${m.origin}${path}`, {
    method,
    ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/**
 * The sandbox a Style B partner's credentials reach at the usual base URL: the id its access token starts
 * with (`{sandboxId}.`), `default` for the mock's own, `undefined` when they reach none that knows them.
 */
async function reachedBy(
  m: Mock,
  { clientId, clientSecret }: MockConfig['styleB'],
): Promise<string | undefined> {
  const authorized = await call(m, 'GET', `/style-b/v1/oauth/authorize?clientId=${clientId}`);
  const code = (authorized.body.data as { code?: string } | undefined)?.code;
  if (code === undefined) return undefined;
  const tokens = await call(m, 'POST', '/style-b/v1/oauth/access-token', { clientId, clientSecret, code });
  const token = (tokens.body.data as { accessToken?: string } | undefined)?.accessToken;
  if (token === undefined) return undefined;
  return token.includes('.') ? token.slice(0, token.indexOf('.')) : 'default';
}

describe.each(Object.entries(stores.forms))(
  'credentials never repeat between live sandboxes (%s)',
  (_name, store) => {
    it("refuses a sandbox of the default sandbox's seed, and the default sandbox keeps its credentials", async () => {
      mock = createMock({ seed: 'demo', ...store() });
      const own = mock.config();
      const refused = await call(mock, 'POST', '/_mock/sandboxes', { seed: 'demo' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { code: 'CONFLICT' } });
      expect(JSON.stringify(refused.body)).toContain("the mock's own sandbox");
      expect((await call(mock, 'GET', '/_mock/sandboxes')).body).toMatchObject({ data: { items: [] } });
      expect(await reachedBy(mock, own.styleB)).toBe('default');
      const kept =
        stores.dir() !== undefined && existsSync(join(stores.dir() as string, 'sandboxes'))
          ? readdirSync(join(stores.dir() as string, 'sandboxes'))
          : [];
      expect(kept).toEqual([]);
    });

    it('refuses the second of two workers with one seed, then takes it once the first is deleted', async () => {
      mock = createMock(store());
      const first = (await call(mock, 'POST', '/_mock/sandboxes', { seed: 'worker' })).body
        .data as MockConfig & {
        id: string;
      };
      const second = await call(mock, 'POST', '/_mock/sandboxes', { seed: 'worker' });
      expect(second.status).toBe(409);
      expect(JSON.stringify(second.body)).toContain(first.id);
      expect(await reachedBy(mock, first.styleB)).toBe(first.id);

      expect((await call(mock, 'DELETE', `/sandboxes/${first.id}/_mock`)).status).toBe(200);
      // Gone with its sandbox: the credential reaches nothing but the mock's own, which does not know it.
      const gone = await mock.fetch(
        `${mock.origin}/style-b/v1/oauth/authorize?clientId=${first.styleB.clientId}`,
      );
      expect(gone.status).toBe(401);
      const again = await call(mock, 'POST', '/_mock/sandboxes', { seed: 'worker' });
      expect(again.status).toBe(201);
      const { id, styleB } = again.body.data as MockConfig & { id: string };
      expect(styleB.clientId).toBe(first.styleB.clientId);
      expect(await reachedBy(mock, styleB)).toBe(id);
    });

    it('deleting one of two sandboxes leaves the other its credentials', async () => {
      mock = createMock(store());
      const made = [];
      for (const seed of ['one', 'two'])
        made.push((await call(mock, 'POST', '/_mock/sandboxes', { seed })).body.data);
      const [one, two] = made as Array<MockConfig & { id: string }>;
      if (!one || !two) throw new Error('two sandboxes expected');
      expect((await call(mock, 'DELETE', `/sandboxes/${two.id}/_mock`)).status).toBe(200);
      expect(await reachedBy(mock, one.styleB)).toBe(one.id);
      expect(await reachedBy(mock, mock.config().styleB)).toBe('default');
    });
  },
);
