import { afterEach, describe, expect, it } from 'vitest';
import { sandboxStores } from '../../test/support/sandbox-stores';
import { createMock, type Mock } from './create-mock';

// The number of sandboxes is capped (`--max-sandboxes`): past the cap a creation answers 409 naming the
// limit and the flag, and every sandbox, the mock's own included, keeps serving; in memory and on disk.

let mock: Mock | undefined;
const stores = sandboxStores('sandbox-cap-');
afterEach(() => {
  mock?.close();
  mock = undefined;
  stores.cleanup();
});

describe.each(Object.entries(stores.forms))('the cap on sandboxes (%s)', (_name, store) => {
  it('refuses the sandbox past maxSandboxes with 409 naming the limit, and every sandbox keeps serving', async () => {
    mock = createMock({ maxSandboxes: 2, ...store() });
    const create = () =>
      mock?.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' }) as Promise<Response>;
    const made: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await create();
      expect(response.status).toBe(201);
      made.push(((await response.json()) as { data: { controlUrl: string } }).data.controlUrl);
    }
    const refused = await create();
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.message).toContain('2 sandboxes');
    expect(body.error.message).toContain('--max-sandboxes');
    for (const controlUrl of [`${mock.origin}/_mock`, ...made])
      expect((await mock.fetch(`${controlUrl}/config`)).status, controlUrl).toBe(200);

    expect((await mock.fetch(made[0] as string, { method: 'DELETE' })).status).toBe(200);
    expect((await create()).status).toBe(201);
  });

  it('refuses a cap that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => createMock({ maxSandboxes: bad })).toThrow('maxSandboxes');
  });
});
