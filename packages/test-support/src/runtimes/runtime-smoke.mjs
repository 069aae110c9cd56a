// What every SDK smoke script shares (test/runtimes/smoke.mjs of each SDK). Plain ESM, nothing but the
// Web platform and the runtime's own globals, so the same file runs on Node, Deno and Bun.

/**
 * The runtime this script runs on and its version.
 *
 * @example
 * runtime(); // { name: 'deno', version: '2.9.6' }
 */
export function runtime() {
  if (globalThis.Deno) return { name: 'deno', version: globalThis.Deno.version.deno };
  if (globalThis.Bun) return { name: 'bun', version: globalThis.Bun.version };
  return { name: 'node', version: globalThis.process.versions.node };
}

/**
 * The sandbox of the mock whose origin is in `MOCK_URL` (`GET /_mock/config`): base URLs and credentials.
 *
 * @example
 * const { styleA } = await mockConfig(); // MOCK_URL=http://127.0.0.1:4010
 */
export async function mockConfig() {
  const origin = globalThis.Deno ? globalThis.Deno.env.get('MOCK_URL') : globalThis.process.env.MOCK_URL;
  if (!origin) throw new Error('set MOCK_URL to the origin of a running mock, e.g. http://127.0.0.1:4010');
  const response = await fetch(`${origin}/_mock/config`);
  if (!response.ok) throw new Error(`GET ${origin}/_mock/config answered ${response.status}`);
  return (await response.json()).data;
}

/**
 * Throws, naming the check, when `condition` is false.
 *
 * @example
 * check(token.length > 0, 'a token');
 */
export function check(condition, what) {
  if (!condition) throw new Error(`smoke check failed: ${what}`);
}

/**
 * What a call rejected with (or throws when it did not reject).
 *
 * @example
 * const error = await rejection(client.cards.get('card_missing'));
 */
export async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('smoke check failed: the call was expected to fail');
}

/**
 * Prints the one line the runtimes test reads: the runtime and what the checks found.
 *
 * @example
 * report({ sdk: 'style-a', programs: 2 });
 */
export function report(facts) {
  console.log(JSON.stringify({ runtime: runtime(), ...facts }));
}
