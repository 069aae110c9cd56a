import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Mock } from '../../src/app';
import { createMockControlClient } from '../../src/client';
import {
  type ConformStyle,
  createResponseContract,
  type OpenApiSpec,
  type ResponseContract,
} from '../../src/conform';

/** `specs/style-<style>.openapi.yaml`, parsed. */
export function specOf(style: ConformStyle): OpenApiSpec {
  const file = new URL(`../../../../specs/style-${style}.openapi.yaml`, import.meta.url);
  return parse(readFileSync(file, 'utf8')) as OpenApiSpec;
}

const contracts = new Map<ConformStyle, ResponseContract>();

/** The response contract of a style, made once per test file (ajv compiles the spec once). */
export function contractOf(style: ConformStyle): ResponseContract {
  const made = contracts.get(style) ?? createResponseContract(style, specOf(style));
  contracts.set(style, made);
  return made;
}

/**
 * A conformance run's `sleep` for an in-process mock on a frozen clock: instead of waiting, it moves the
 * clock of the mock and of each of its sandboxes by `ms` (no test sleeps).
 *
 * @example
 * await runConform({ ..., fetch: mock.fetch, sleep: advanceInstead(mock) });
 */
export function advanceInstead(mock: Mock): (ms: number) => Promise<void> {
  const control = createMockControlClient({ url: `${mock.origin}/_mock`, fetch: mock.fetch });
  return async (ms) => {
    await control.clock.advance({ ms });
    const { items } = await control.sandboxes.list({});
    for (const sandbox of items) {
      await createMockControlClient({ url: sandbox.controlUrl, fetch: mock.fetch }).clock.advance({ ms });
    }
  };
}
