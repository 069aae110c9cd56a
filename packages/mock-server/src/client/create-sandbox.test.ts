import { afterEach, describe, expect, it } from 'vitest';
import { testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { createSandbox } from './create-sandbox';

let mock: Mock;
afterEach(() => mock?.close());

describe('createSandbox', () => {
  it('makes a sandbox whose control client and SDK client options are its own', async () => {
    mock = testMock();
    const sandbox = await createSandbox({ url: mock.config().controlUrl, fetch: mock.fetch, name: 'suite' });
    expect(sandbox.config).toMatchObject({ id: sandbox.id, name: 'suite' });
    const seen: unknown[] = [];
    const factory = (options: unknown) => {
      seen.push(options);
      return { made: options };
    };
    const { styleA, styleB } = sandbox.clients({
      createStyleAClient: factory,
      createStyleBClient: factory,
      role: 'ORG_ADMIN',
    });
    expect(styleA).toEqual({ made: seen[0] });
    expect(styleB).toEqual({ made: seen[1] });
    expect(seen).toEqual([
      {
        baseUrl: `${mock.origin}/sandboxes/${sandbox.id}/style-a`,
        clientId: sandbox.config.styleA.apiKeys.ORG_ADMIN.clientId,
        clientSecret: sandbox.config.styleA.apiKeys.ORG_ADMIN.clientSecret,
        fetch: mock.fetch,
      },
      {
        baseUrl: `${mock.origin}/sandboxes/${sandbox.id}/style-b`,
        clientId: sandbox.config.styleB.clientId,
        clientSecret: sandbox.config.styleB.clientSecret,
        fetch: mock.fetch,
      },
    ]);
    await sandbox.control.clock.freeze();
    expect((await sandbox.control.clock.get()).frozen).toBe(true);
    expect(mock.clock.frozen).toBe(true); // the test mock's own was frozen from the start, untouched
    await sandbox.delete();
    await expect(sandbox.control.clock.get()).rejects.toMatchObject({ status: 404 });
  });
});
