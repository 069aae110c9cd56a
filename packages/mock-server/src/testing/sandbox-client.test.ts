import { afterEach, describe, expect, it } from 'vitest';
import { testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { MockControlError } from '../client/control-error';
import { createMockControlClient } from '../client/create-control-client';
import { control } from './sandbox-client';

let mock: Mock;
afterEach(() => mock?.close());

const names = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'function' ? [`${prefix}${key}`] : names(value as object, `${prefix}${key}.`),
  );

describe("the test support's control client", () => {
  it("is the public typed client with the journeys' advance", async () => {
    mock = testMock();
    const target = { fetch: mock.fetch, config: mock.config() };
    const ctl = control(target);
    expect(names(ctl).sort()).toEqual(
      [...names(createMockControlClient({ url: target.config.controlUrl })), 'advance'].sort(),
    );
    await ctl.clock.freeze();
    const before = Date.parse((await ctl.clock.get()).now);
    await ctl.advance(60_000);
    expect(Date.parse((await ctl.clock.get()).now) - before).toBe(60_000);
    await expect(ctl.simulate.settle({ cardTransactionId: 'nope' })).rejects.toBeInstanceOf(MockControlError);
  });
});
